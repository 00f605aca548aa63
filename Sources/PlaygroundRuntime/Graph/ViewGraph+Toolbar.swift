import PlaygroundChecker

/// Toolbar items as part of the graph: each item's view is a child of the `.toolbar` modifier
/// (role `toolbarItem`), so its buttons can be found and tapped like any other.
extension ViewGraph {
    func appendToolbarItems(of modifier: Instance, to node: ViewNode, depth: Int, context: Context) throws(RuntimeError) {
        guard modifier.decl.id.qualifiedName == "ToolbarModifier", interpreter.checker.isProfileDeclaration(modifier.decl),
              let items = modifier.fields["items"] else { return }
        var index = 0
        func visit(_ value: Value, type: SwiftType?) throws(RuntimeError) {
            switch value {
            case .optional(let wrapped?):
                try visit(wrapped, type: type?.optionalWrapped)
            case .tuple(let values):
                for v in values { try visit(v, type: nil) }
            case .instance(let item) where ["ToolbarItem", "ToolbarItemGroup"].contains(item.decl.name):
                guard let content = item.fields["content"] else { return }
                try visit(content, type: item.type.genericArguments.last)
            case .instance(let item) where item.decl.name == "TupleToolbarContent":
                if let inner = item.fields["value"] { try visit(inner, type: nil) }
            case .instance(let item) where item.decl.name == "_ConditionalContent":
                if case .enumCase(let storage)? = item.fields["storage"] { for v in storage.payload { try visit(v, type: nil) } }
            case .enumCase(let e) where e.decl.name == "_ConditionalContent":
                for v in e.payload { try visit(v, type: nil) }
            case .instance, .enumCase:
                index += 1
                node.children.append(try self.node(value, type: type ?? dynamicType(value), role: "toolbarItem", depth: depth, context: context, key: "toolbar\(index)"))
            default:
                break
            }
        }
        try visit(items, type: modifier.type.genericArguments.first)
    }
}
