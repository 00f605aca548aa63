extension Profile {
    /// Decoding in a publisher chain (`.decode(type: Item.self, decoder: JSONDecoder())`), through
    /// Combine's `TopLevelDecoder`, which `JSONDecoder` and `PropertyListDecoder` adopt.
    ///
    /// The playground reads no property lists: `PropertyListDecoder` fails on all data, as it
    /// does for data that is not one.
    static let combineDecodingSource = #"""
// MARK: Combine decoding

public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {
    public typealias Input = Data
}

open class PropertyListDecoder: TopLevelDecoder {
    public typealias Input = Data
    public init() {}
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        throw DecodingError(debugDescription: "dataCorrupted(Swift.DecodingError.Context(codingPath: [], debugDescription: \"The given data was not a valid property list.\", underlyingError: nil))",
                            _localizedDescription: "The data couldn’t be read because it isn’t in the correct format.")
    }
}

extension Publisher {
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Decode(upstream: self, type: type, decoder: decoder)
    }
}

extension Publishers {
    /// Each value decoded; a value that does not decode ends the subscription with its error.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher where Upstream.Output == Coder.Input {
        public typealias Failure = any Error
        public let upstream: Upstream
        let decoder: Coder
        /// The type the call named, kept as a value: the decoder reads it when it runs.
        let _type: Output.Type
        public init(upstream: Upstream, decoder: Coder) {
            self.init(upstream: upstream, type: Output.self, decoder: decoder)
        }
        init(upstream: Upstream, type: Output.Type, decoder: Coder) {
            self.upstream = upstream
            self._type = type
            self.decoder = decoder
        }
        public func _subscribe(_ subscriber: _Subscriber<Output, any Error>) {
            let decoder = self.decoder, type = _type
            upstream.tryMap { try decoder.decode(type, from: $0) }._subscribe(subscriber)
        }
    }
}
"""#
}
