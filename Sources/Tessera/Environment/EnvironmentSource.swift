/// Where a resolved environment value came from, so an inspector can explain it.
public enum EnvironmentSource: Hashable, Sendable, CustomStringConvertible {
    /// Nobody set it: the key's default value.
    case keyDefault
    /// A theme provider installed it as an inherited default.
    case provider(String)
    /// A modifier set it for its subtree: the modifier as written, and the view it was applied in.
    case modifier(String, scope: String)

    /// As an inspector shows it: `key default`, `provider default (name)` or `.modifier in View`.
    public var description: String {
        switch self {
        case .keyDefault: "key default"
        case .provider(let name): "provider default (\(name))"
        case .modifier(let modifier, let scope): "\(modifier) in \(scope)"
        }
    }
}
