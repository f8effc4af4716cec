/// Tessera's house button style: a variant's colours from the theme, a size, and the transparent
/// (no fill) and block (full width) options.
///
/// ```swift
/// Button("Continue") { }.buttonStyle(.tessera(.primary, size: .large))
/// Button("Cancel") { }.buttonStyle(.tessera(.secondary, transparent: true))
/// ```
public struct TesseraButtonStyle: ButtonStyle, CustomStringConvertible {
    public let variant: ButtonVariant
    public let size: ControlSize
    public let transparent: Bool
    public let block: Bool

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.resolvedTheme) private var theme

    public init(_ variant: ButtonVariant = .plain, size: ControlSize = .medium, transparent: Bool = false, block: Bool = false) {
        self.variant = variant
        self.size = size
        self.transparent = transparent
        self.block = block
    }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, variant == .plain ? 0 : 2)
            .modifier(EnvironmentModifier(name: "house button") { environment in
                if configuration.isFocused { environment.textAttributes.formUnion([.bold, .underline]) }
            })
    }

    public var description: String {
        var parts = [".\(variant.rawValue)"]
        if size != .medium { parts.append("size: .\(size.rawValue)") }
        if transparent { parts.append("transparent: true") }
        if block { parts.append("block: true") }
        return variant == .plain && parts.count == 1 ? ".tessera" : ".tessera(\(parts.joined(separator: ", ")))"
    }
}

extension ButtonStyle where Self == TesseraButtonStyle {
    /// A house button: `.tessera(.primary, size: .large)`.
    public static func tessera(_ variant: ButtonVariant, size: ControlSize = .medium, transparent: Bool = false,
                               block: Bool = false) -> TesseraButtonStyle {
        TesseraButtonStyle(variant, size: size, transparent: transparent, block: block)
    }

    /// The plain house button, which a theme provider installs for every button.
    public static var tessera: TesseraButtonStyle { TesseraButtonStyle() }
}
