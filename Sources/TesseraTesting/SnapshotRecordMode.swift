/// When `assertSnapshot` writes reference files.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write every reference, and fail so the new ones get reviewed.
    case all
    /// Write only missing references (and fail, so they get reviewed); compare the rest. The default.
    case missing
    /// Compare; where a reference differs, overwrite it with the actual render and fail.
    case failed
    /// Only compare; a missing reference is a failure. The default when the `CI` variable is set.
    case never

    /// The mode in effect: the call's own, else `TESSERA_RECORD`, else `never` on CI, else `missing`.
    static func resolved(_ explicit: SnapshotRecordMode?, environment: [String: String]) -> SnapshotRecordMode {
        if let explicit { return explicit }
        if let variable = environment["TESSERA_RECORD"], let mode = SnapshotRecordMode(rawValue: variable.lowercased()) {
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}
