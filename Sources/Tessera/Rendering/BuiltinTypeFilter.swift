/// Whether a type can be one of Tessera's built-in views, modifiers or dynamic properties, told
/// without a conformance search.
///
/// The first failed `as? any PrimitiveView.Type` for a type searches every protocol conformance
/// in the process, which at start-up, once per view type, was the largest single cost of the
/// first frame. Built-in views and modifiers draw themselves, so their `Body` is `Never`: a type
/// with a body of its own is answered without the search. Only `State` and `Environment` are
/// dynamic properties, so only a type of this module can be one.
enum BuiltinTypeFilter {
    static func mayBeBuiltinView<V: View>(_ type: V.Type) -> Bool { V.Body.self == Never.self }

    static func mayBeBuiltinModifier<M: ViewModifier>(_ type: M.Type) -> Bool { M.Body.self == Never.self }

    static func mayBeDynamicProperty(_ type: Any.Type) -> Bool {
        _typeName(type, qualified: true).hasPrefix("Tessera.")
    }
}
