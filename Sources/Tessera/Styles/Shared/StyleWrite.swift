/// One kind of control style (button, toggle, text field, progress): how a style of that kind
/// becomes the environment's ``StyleSlot``, and where the environment keeps it.
@usableFromInline
protocol StyleKind {
    associatedtype Style
    associatedtype Configuration
    /// Puts `slot` where the environment keeps styles of this kind (a direct write: through a
    /// key path the write read the old slot first).
    static func install(_ slot: StyleSlot<Configuration>, in environment: inout EnvironmentValues)
    static func slot(of style: Style) -> StyleSlot<Configuration>
}

/// `.buttonStyle(style)` and its kin as data: the style value itself, whose bytes (its
/// `@Environment` boxes aside, ``InputLayout``) say whether the modifier changed. The slot, with
/// the closures that draw the style, is made only when the modifier resolves.
@usableFromInline
struct StyleWrite<Kind: StyleKind>: EnvironmentWrite {
    let style: Kind.Style
    /// `.buttonStyle` and the like, for provenance.
    let modifierName: StaticString

    @usableFromInline func apply(to environment: inout EnvironmentValues) {
        Kind.install(Kind.slot(of: style), in: &environment)
    }

    @usableFromInline var name: String { "\(modifierName)(\(StyleSlot<Kind.Configuration>.description(of: style)))" }
}
