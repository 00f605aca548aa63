extension Profile {
    /// `sequence`: SequenceBuilder (seed 003): children become an array of right-nested `Either`s.
    static let sequenceBuilderSource = #"""
// SequenceBuilder (seed 003, github.com/andtie/SequenceBuilder), as a @resultBuilder: every
// expression becomes a one-element array, and buildBlock joins its children's elements into one
// array of right-nested Eithers (A, B, C → Array<Either<A, Either<B, C>>>), 1…10 children.
// An `if` without `else` is an array of the branch's elements (buildIf), `if/else` an
// EitherSequence. Bodies loop where the original maps, so that the playground runs them too.
public enum Either<Left, Right> {
    case left(Left)
    case right(Right)
}

extension Either: View where Left: View, Right: View {
    public var body: some View {
        switch self {
        case let .left(view):
            view
        case let .right(view):
            view
        }
    }
}

extension ForEach {
    /// A convenience initializer that makes it easier to use arbitrary sequences in SwiftUI.
    public init<S: Sequence>(sequence: S, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data == [(Int, S.Element)], ID == Int, Content: View {
        var pairs: [(Int, S.Element)] = []
        var index = 0
        for element in sequence {
            pairs.append((index, element))
            index += 1
        }
        self.data = pairs
        self.id = \.0
        self.content = content
    }
}

@resultBuilder
public enum SequenceBuilder {
    public static func buildIf<Content>(_ content: Content?) -> [Content] {
        if let content { return [content] }
        return []
    }

    public static func buildIf<Content>(_ content: Content?) -> [Content.Element] where Content: Sequence {
        var out: [Content.Element] = []
        if let content {
            for x in content { out.append(x) }
        }
        return out
    }

    /// If `buildEither` returned `[Either<TrueContent.Element, FalseContent.Element>]`, the
    /// compiler could not infer the other branch's type: it is carried as a generic argument.
    public struct EitherSequence<L: Sequence, R: Sequence>: Sequence {
        public typealias Element = Either<L.Element, R.Element>
        public var elements: [Either<L.Element, R.Element>]
        public func makeIterator() -> IndexingIterator<[Either<L.Element, R.Element>]> {
            elements.makeIterator()
        }
    }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> EitherSequence<TrueContent, FalseContent> where TrueContent: Sequence, FalseContent: Sequence {
        var out: [Either<TrueContent.Element, FalseContent.Element>] = []
        for x in first { out.append(.left(x)) }
        return EitherSequence(elements: out)
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> EitherSequence<TrueContent, FalseContent> where TrueContent: Sequence, FalseContent: Sequence {
        var out: [Either<TrueContent.Element, FalseContent.Element>] = []
        for x in second { out.append(.right(x)) }
        return EitherSequence(elements: out)
    }

    public static func buildExpression<C0>(_ c0: C0) -> [C0] {
        [c0]
    }

    public static func buildBlock<C0>() -> [C0] {
        []
    }

    public static func buildBlock<C0>(_ c0: C0) -> C0 where C0: Sequence {
        c0
    }

    public static func buildBlock<C0: Sequence, C1: Sequence>(_ c0: C0, _ c1: C1) -> [Either<C0.Element, C1.Element>] {
        var out: [Either<C0.Element, C1.Element>] = []
        for x in c0 { out.append(.left(x)) }
        for x in c1 { out.append(.right(x)) }
        return out
    }

    public static func buildBlock<C0: Sequence, C1: Sequence, C2: Sequence>(_ c0: C0, _ c1: C1, _ c2: C2) -> [Either<C0.Element, Either<C1.Element, C2.Element>>] {
        var out: [Either<C0.Element, Either<C1.Element, C2.Element>>] = []
        for x in c0 { out.append(.left(x)) }
        for x in SequenceBuilder.buildBlock(c1, c2) { out.append(.right(x)) }
        return out
    }

    public static func buildBlock<C0: Sequence, C1: Sequence, C2: Sequence, C3: Sequence>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> [Either<C0.Element, Either<C1.Element, Either<C2.Element, C3.Element>>>] {
        var out: [Either<C0.Element, Either<C1.Element, Either<C2.Element, C3.Element>>>] = []
        for x in c0 { out.append(.left(x)) }
        for x in SequenceBuilder.buildBlock(c1, c2, c3) { out.append(.right(x)) }
        return out
    }

    public static func buildBlock<C0: Sequence, C1: Sequence, C2: Sequence, C3: Sequence, C4: Sequence>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, C4.Element>>>>] {
        var out: [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, C4.Element>>>>] = []
        for x in c0 { out.append(.left(x)) }
        for x in SequenceBuilder.buildBlock(c1, c2, c3, c4) { out.append(.right(x)) }
        return out
    }

    public static func buildBlock<C0: Sequence, C1: Sequence, C2: Sequence, C3: Sequence, C4: Sequence, C5: Sequence>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, Either<C4.Element, C5.Element>>>>>] {
        var out: [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, Either<C4.Element, C5.Element>>>>>] = []
        for x in c0 { out.append(.left(x)) }
        for x in SequenceBuilder.buildBlock(c1, c2, c3, c4, c5) { out.append(.right(x)) }
        return out
    }

    public static func buildBlock<C0: Sequence, C1: Sequence, C2: Sequence, C3: Sequence, C4: Sequence, C5: Sequence, C6: Sequence>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, Either<C4.Element, Either<C5.Element, C6.Element>>>>>>] {
        var out: [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, Either<C4.Element, Either<C5.Element, C6.Element>>>>>>] = []
        for x in c0 { out.append(.left(x)) }
        for x in SequenceBuilder.buildBlock(c1, c2, c3, c4, c5, c6) { out.append(.right(x)) }
        return out
    }

    public static func buildBlock<C0: Sequence, C1: Sequence, C2: Sequence, C3: Sequence, C4: Sequence, C5: Sequence, C6: Sequence, C7: Sequence>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, Either<C4.Element, Either<C5.Element, Either<C6.Element, C7.Element>>>>>>>] {
        var out: [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, Either<C4.Element, Either<C5.Element, Either<C6.Element, C7.Element>>>>>>>] = []
        for x in c0 { out.append(.left(x)) }
        for x in SequenceBuilder.buildBlock(c1, c2, c3, c4, c5, c6, c7) { out.append(.right(x)) }
        return out
    }

    public static func buildBlock<C0: Sequence, C1: Sequence, C2: Sequence, C3: Sequence, C4: Sequence, C5: Sequence, C6: Sequence, C7: Sequence, C8: Sequence>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, Either<C4.Element, Either<C5.Element, Either<C6.Element, Either<C7.Element, C8.Element>>>>>>>>] {
        var out: [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, Either<C4.Element, Either<C5.Element, Either<C6.Element, Either<C7.Element, C8.Element>>>>>>>>] = []
        for x in c0 { out.append(.left(x)) }
        for x in SequenceBuilder.buildBlock(c1, c2, c3, c4, c5, c6, c7, c8) { out.append(.right(x)) }
        return out
    }

    public static func buildBlock<C0: Sequence, C1: Sequence, C2: Sequence, C3: Sequence, C4: Sequence, C5: Sequence, C6: Sequence, C7: Sequence, C8: Sequence, C9: Sequence>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, Either<C4.Element, Either<C5.Element, Either<C6.Element, Either<C7.Element, Either<C8.Element, C9.Element>>>>>>>>>] {
        var out: [Either<C0.Element, Either<C1.Element, Either<C2.Element, Either<C3.Element, Either<C4.Element, Either<C5.Element, Either<C6.Element, Either<C7.Element, Either<C8.Element, C9.Element>>>>>>>>>] = []
        for x in c0 { out.append(.left(x)) }
        for x in SequenceBuilder.buildBlock(c1, c2, c3, c4, c5, c6, c7, c8, c9) { out.append(.right(x)) }
        return out
    }
}
"""#

    static let sequence = Profile(
        name: "sequence", summary: "seed 003's SequenceBuilder: Array<Either<…>>, right-nested; ForEach(sequence:)",
        builderSource: sequenceBuilderSource, surfaceSources: swiftUISurfaceSources + [swiftUIBuilderSource],
        entryBuilder: "SequenceBuilder", entryResult: "some Sequence")
}
