@_spi(Reflection) import Swift
import Synchronization

/// Where a type keeps its inputs: the bytes that ``ValueBytes`` compares and hashes to tell whether
/// a view (or a style, or a modifier) is the same as last frame's.
///
/// The ranges cover every stored field, at any depth of nested structs and tuples, except
///   - dynamic properties (`@State`, `@Environment`): every new value makes new wrapper boxes, and
///     what they hold is compared elsewhere — state by its own invalidation, the environment by its
///     fingerprint. A style kept in a modifier, or a child view kept in a parent's content, has
///     such boxes too, so they are skipped wherever they sit;
///   - padding between fields, whose bytes are whatever the memory held before.
/// Enums, optionals, classes, closures and existentials are compared whole: their layout depends
/// on the value, so a wrapper box inside one (a style in an `if` branch) costs that value its reuse,
/// never its correctness.
enum InputRanges {
    private static let known = Mutex<[ObjectIdentifier: [Range<Int>]]>([:])

    /// The sorted, disjoint, non-adjacent byte ranges of `type`'s inputs; learned once per type.
    static func of(_ type: Any.Type) -> [Range<Int>] { of(type, depth: 0) }

    private static func of(_ type: Any.Type, depth: Int) -> [Range<Int>] {
        let id = ObjectIdentifier(type)
        if let ranges = known.withLock({ $0[id] }) { return ranges }
        let ranges = merged(learn(type, depth: depth))
        known.withLock { $0[id] = ranges }
        return ranges
    }

    /// Nested structs cannot contain themselves, so the depth only guards against the unexpected.
    private static let deepest = 64

    private static func learn(_ type: Any.Type, depth: Int) -> [Range<Int>] {
        let size = byteCount(of: type)
        guard size > 0 else { return [] }
        let whole = [0..<size]
        let kind = _MetadataKind(rawValue: metadataKind(type)) ?? .unknown
        guard kind == .struct || kind == .tuple, depth < deepest else { return whole }
        if isDynamicProperty(type) { return [] }
        var ranges: [Range<Int>] = []
        var fieldCount = 0
        let described = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            fieldCount += 1
            ranges += of(fieldType, depth: depth + 1).map { (offset + $0.lowerBound)..<(offset + $0.upperBound) }
            return true
        }
        // A struct reflection cannot describe (or that claims no fields yet has bytes) is compared whole.
        guard described, fieldCount > 0 else { return whole }
        return ranges
    }

    /// Sorts `ranges` and joins those that touch or overlap, so a comparison makes few steps.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    private static func isDynamicProperty(_ type: Any.Type) -> Bool {
        BuiltinTypeFilter.mayBeDynamicProperty(type) && type is any InstallableProperty.Type
    }

    private static func byteCount(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}

/// The kind of a type's metadata (struct, enum, class, tuple…): the runtime function the standard
/// library's own reflection calls.
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt
