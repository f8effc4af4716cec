import Synchronization

/// How an `@Environment` property reads its key at each installation: a key path names one of the
/// ``HotEnvironmentValues`` fields or not, for the life of the process, so the property learns
/// which once and then reads the field directly. Projecting through the key path instead cost
/// about 1,800 instructions per installation (the runtime's key path walk and its generic
/// metadata), and every house control installs six or seven per frame it changes in (issue 14).
enum HotEnvironmentRead: Equatable {
    /// Not learned yet.
    case unknown
    /// The typed field `key`; the key path's value type is the field's.
    case hot(HotEnvironmentKey)
    /// A key in the dictionary, or a computed property: read through the key path.
    case keyPath

    /// How `keyPath` is read.
    static func of(_ keyPath: AnyKeyPath) -> HotEnvironmentRead {
        let id = ObjectIdentifier(keyPath)
        if let known = learned.withLock({ $0[id] }) { return known.read }
        let key = hotKeyPaths.first { $0.keyPath == keyPath }?.key
        let read: HotEnvironmentRead = key.map { .hot($0) } ?? .keyPath
        // The entry keeps the key path alive, so its address cannot name another key path later.
        // A program's key path literals are a few hundred at most; key paths made at run time
        // (appended, or with subscript arguments) are new objects each time, so the table stops
        // growing at `learnedLimit` and those beyond it are looked for in the list every time.
        learned.withLock { table in
            if table.count < learnedLimit { table[id] = Learned(keyPath: keyPath, read: read) }
        }
        return read
    }

    /// The most key paths kept learned.
    static let learnedLimit = 4_096

    /// How many key paths are kept learned.
    static var learnedCount: Int { learned.withLock { $0.count } }

    /// A key path with how it is read. Key paths are immutable; the runtime shares them freely.
    private struct Learned: @unchecked Sendable {
        let keyPath: AnyKeyPath
        let read: HotEnvironmentRead
    }

    private static let learned = Mutex<[ObjectIdentifier: Learned]>([:])

    /// Each typed field's property with its key. Key paths are equal only when their value types
    /// are, so a match says the field's type.
    private nonisolated(unsafe) static let hotKeyPaths = HotEnvironmentKey.allCases.map { (keyPath: $0.keyPath, key: $0) }
}

extension HotEnvironmentKey {
    /// The `EnvironmentValues` property (public, or internal) that reads this field: a switch, so
    /// a key added without one does not compile.
    var keyPath: AnyKeyPath {
        switch self {
        case .resolvedTheme: \EnvironmentValues.resolvedTheme
        case .lineLimit: \EnvironmentValues.lineLimit
        case .colorDepth: \EnvironmentValues.colorDepth
        case .density: \EnvironmentValues.density
        case .textRole: \EnvironmentValues.textRole
        case .foregroundToken: \EnvironmentValues.foregroundToken
        case .textAttributes: \EnvironmentValues.textAttributes
        case .multilineTextAlignment: \EnvironmentValues.multilineTextAlignment
        case .previewState: \EnvironmentValues.previewState
        case .scrollIndicatorVisibility: \EnvironmentValues.scrollIndicatorVisibility
        case .isEnabled: \EnvironmentValues.isEnabled
        case .isFocused: \EnvironmentValues.isFocused
        case .isLoading: \EnvironmentValues.isLoading
        case .asciiOnly: \EnvironmentValues.asciiOnly
        case .foregroundOverridesRole: \EnvironmentValues.foregroundOverridesRole
        case .surfacePaintsInk: \EnvironmentValues.surfacePaintsInk
        case .surface: \EnvironmentValues.surface
        case .textGround: \EnvironmentValues.textGround
        }
    }
}

extension HotEnvironmentValues {
    /// The field `key` names, as `Value`, which the caller has established is the field's type
    /// (``HotEnvironmentRead/of(_:)``).
    func value<Value>(of key: HotEnvironmentKey, as _: Value.Type) -> Value {
        func typed<Field>(_ field: Field) -> Value {
            assert(Field.self == Value.self, "\(key) is a \(Field.self), not a \(Value.self)")
            return unsafeBitCast(field, to: Value.self)
        }
        switch key {
        case .resolvedTheme: return typed(resolvedTheme)
        case .lineLimit: return typed(lineLimit)
        case .colorDepth: return typed(colorDepth)
        case .density: return typed(density)
        case .textRole: return typed(textRole)
        case .foregroundToken: return typed(foregroundToken)
        case .textAttributes: return typed(textAttributes)
        case .multilineTextAlignment: return typed(multilineTextAlignment)
        case .previewState: return typed(previewState)
        case .scrollIndicatorVisibility: return typed(scrollIndicatorVisibility)
        case .isEnabled: return typed(isEnabled)
        case .isFocused: return typed(isFocused)
        case .isLoading: return typed(isLoading)
        case .asciiOnly: return typed(asciiOnly)
        case .foregroundOverridesRole: return typed(foregroundOverridesRole)
        case .surfacePaintsInk: return typed(surfacePaintsInk)
        case .surface: return typed(surface)
        case .textGround: return typed(textGround)
        }
    }
}
