/// Whether a type can be one of Tessera's built-in views or modifiers, told from its name alone.
///
/// The first failed `as? any PrimitiveView.Type` for a type searches every protocol conformance
/// in the process, which at start-up, once per view type, is the largest single cost of the first
/// frame. The protocols are internal, so only types declared in this module (and `Optional`,
/// which Tessera extends) can conform: any other type is answered without the search.
enum BuiltinTypeFilter {
    static func mayBeBuiltin(_ type: Any.Type) -> Bool {
        let name = _typeName(type, qualified: true)
        return name.hasPrefix("Tessera.") || name.hasPrefix("Swift.Optional<")
    }
}
