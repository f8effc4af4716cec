@_spi(Reflection) import Swift
import Synchronization

/// Where a type keeps its inputs: the bytes that ``ValueBytes`` compares and hashes to tell whether
/// a view (or a style, or a modifier) is the same as last frame's.
///
/// The inputs are every stored field, at any depth of nested structs and tuples, except
///   - dynamic properties (`@State`, `@Environment`): every new value makes new wrapper boxes, and
///     what they hold is compared elsewhere — state by its own invalidation, the environment by its
///     fingerprint. A style kept in a modifier, or a child view kept in a parent's content, has
///     such boxes too, so they are skipped wherever they sit;
///   - padding between fields, whose bytes are whatever the memory held before.
/// An enum's layout depends on its case: the builder's (`if` and `if`/`else` in a `@ViewBuilder`)
/// are ``ComparedInputs`` and compare their case, then its payload's inputs. A short array (up to
/// ``Array/elementsCompared`` elements: a table row's cells, a style's column widths) compares its
/// elements' inputs, so a row built again from the same data is the same row; a longer one compares
/// by its storage. Other enums, classes, closures and existentials are compared whole, bitwise: a
/// wrapper box or padding inside one costs that value its reuse, never its correctness.
struct InputLayout: @unchecked Sendable, Equatable {
    /// Sorted, disjoint, non-adjacent byte ranges compared bitwise.
    var ranges: [Range<Int>] = []
    /// Fields compared by their own rule (enums by case and payload, arrays by element), at their offsets.
    var compared: [ComparedField] = []

    struct ComparedField: Equatable {
        let offset: Int
        let type: any ComparedInputs.Type

        static func == (lhs: ComparedField, rhs: ComparedField) -> Bool {
            lhs.offset == rhs.offset && ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
        }
    }

    private static let known = Mutex<[ObjectIdentifier: InputLayout]>([:])

    /// The inputs of `type`; learned once per type for the whole process.
    static func of(_ type: Any.Type) -> InputLayout { of(type, depth: 0) }

    private static func of(_ type: Any.Type, depth: Int) -> InputLayout {
        let id = ObjectIdentifier(type)
        if let layout = known.withLock({ $0[id] }) { return layout }
        var layout = learn(type, depth: depth)
        layout.ranges = merged(layout.ranges)
        known.withLock { $0[id] = layout }
        return layout
    }

    /// Nested structs cannot contain themselves, so the depth only guards against the unexpected.
    private static let deepest = 64

    private static func learn(_ type: Any.Type, depth: Int) -> InputLayout {
        let size = byteCount(of: type)
        guard size > 0 else { return InputLayout() }
        let whole = InputLayout(ranges: [0..<size])
        let kind = TypeMetadata.kind(of: type)
        if kind == .enum || kind == .optional {
            guard let cases = enumInputs(of: type, kind: kind), !cases.comparesWhole else { return whole }
            return InputLayout(compared: [ComparedField(offset: 0, type: cases)])
        }
        if kind == .struct, TypeMetadata.descriptor(of: type) == arrayDescriptor {
            return InputLayout(compared: [ComparedField(offset: 0, type: arrayInputs(TypeMetadata.genericArgument(of: type, at: 0)))])
        }
        guard kind == .struct || kind == .tuple, depth < deepest else { return whole }
        if DynamicPropertyLayout.isDynamicProperty(type) { return InputLayout() }
        var layout = InputLayout()
        var fieldCount = 0
        let described = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            fieldCount += 1
            let inner = of(fieldType, depth: depth + 1)
            layout.ranges += inner.ranges.map { (offset + $0.lowerBound)..<(offset + $0.upperBound) }
            layout.compared += inner.compared.map { ComparedField(offset: offset + $0.offset, type: $0.type) }
            return true
        }
        // A struct reflection cannot describe (or that claims no fields yet has bytes) is compared whole.
        guard described, fieldCount > 0 else { return whole }
        return layout
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

    private static let branchDescriptor = TypeMetadata.descriptor(of: BuilderBranch<Int, Int>.self)
    private static let arrayDescriptor = TypeMetadata.descriptor(of: [Int].self)

    /// The ``ComparedInputs`` of the enums a builder makes — `Optional`, ``BuilderBranch``, a style
    /// label — known by their descriptors, so no conformance is searched for; nil for any other.
    private static func enumInputs(of type: Any.Type, kind: _MetadataKind) -> (any ComparedInputs.Type)? {
        if kind == .optional { return optionalInputs(TypeMetadata.genericArgument(of: type, at: 0)) }
        if ObjectIdentifier(type) == ObjectIdentifier(StyleLabel.Content.self) { return StyleLabel.Content.self }
        guard TypeMetadata.descriptor(of: type) == branchDescriptor else { return nil }
        return branchInputs(TypeMetadata.genericArgument(of: type, at: 0), TypeMetadata.genericArgument(of: type, at: 1))
    }

    private static func optionalInputs<Wrapped>(_: Wrapped.Type) -> any ComparedInputs.Type { Wrapped?.self }

    private static func arrayInputs<Element>(_: Element.Type) -> any ComparedInputs.Type { [Element].self }

    private static func branchInputs<First, Second>(_: First.Type, _: Second.Type) -> any ComparedInputs.Type {
        BuilderBranch<First, Second>.self
    }

    private static func byteCount(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}

/// A field compared by a rule of its own: an enum whose inputs depend on its case (two values are
/// equal when they have the same case and their payloads the same inputs), or an array compared by
/// its elements (``InputLayout``).
protocol ComparedInputs {
    /// Whether every case's bytes are all inputs, so the value is best compared whole.
    static var comparesWhole: Bool { get }
    /// Whether the values at `lhs` and `rhs` (both of this type) have the same inputs.
    static func inputsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
    /// The value at `value`'s case and payload inputs, mixed into `hash`.
    static func inputsHash(_ value: UnsafeRawPointer, into hash: UInt64) -> UInt64
}

extension ComparedInputs {
    static var comparesWhole: Bool { false }
}

extension Optional: ComparedInputs {
    /// An optional of a type whose bytes are all inputs (`Int?`, `String?`) is compared whole: its
    /// empty case is a fixed pattern.
    static var comparesWhole: Bool {
        let wrapped = InputLayout.of(Wrapped.self)
        return wrapped.compared.isEmpty && wrapped.ranges == [0..<MemoryLayout<Wrapped>.size]
    }

    static func inputsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        switch (lhs.load(as: Self.self), rhs.load(as: Self.self)) {
        case (nil, nil): true
        case (let left?, let right?): ValueBytes.equal(left, right)
        default: false
        }
    }

    static func inputsHash(_ value: UnsafeRawPointer, into hash: UInt64) -> UInt64 {
        guard let wrapped = value.load(as: Self.self) else { return Fingerprint.mix(hash, 0) }
        return ValueBytes.hash(inputsOf: wrapped, seed: Fingerprint.mix(hash, 1))
    }
}

extension Array: ComparedInputs {
    /// The most elements compared one by one; a longer array is the same only in the same storage,
    /// so a list's data never costs a frame a walk over it.
    static var elementsCompared: Int { 16 }

    static func inputsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        if lhs.load(as: UInt.self) == rhs.load(as: UInt.self) { return true }   // the same storage
        let left = lhs.load(as: Self.self), right = rhs.load(as: Self.self)
        guard left.count == right.count, left.count <= elementsCompared else { return false }
        return zip(left, right).allSatisfy { ValueBytes.equal($0, $1) }
    }

    static func inputsHash(_ value: UnsafeRawPointer, into hash: UInt64) -> UInt64 {
        let array = value.load(as: Self.self)
        guard array.count <= elementsCompared else { return Fingerprint.mix(hash, UInt64(value.load(as: UInt.self))) }
        return array.reduce(Fingerprint.mix(hash, UInt64(array.count))) { ValueBytes.hash(inputsOf: $1, seed: $0) }
    }
}
