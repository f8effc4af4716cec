/// Compares and hashes values by their bytes, for telling whether a view's (or a style's) inputs
/// changed since the last frame without asking its type for `Equatable`.
///
/// Bitwise equal values are equal: the same numbers, the same string storage, the same objects,
/// the same closures with the same captured context. The converse does not hold — two strings with
/// equal text in different storage, or two closures made by two evaluations of a body, compare
/// unequal — and that only costs a view its reuse, never its correctness. The caller keeps the old
/// value alive while it compares, so an address cannot have been reused by a different object.
///
/// Only a type's inputs are compared (``InputLayout``): `@State` and `@Environment` fields at any
/// depth are skipped — each value makes new wrapper boxes, and what they hold is compared elsewhere
/// (state by its own invalidation, the environment by its fingerprint) — and so is padding.
enum ValueBytes {
    /// Whether `lhs` and `rhs` have the same inputs, laid out as `layout` says.
    static func equal<Value>(_ lhs: Value, _ rhs: Value, in layout: InputLayout) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                guard layout.ranges.allSatisfy({ same(left, right, $0) }) else { return false }
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
                return layout.compared.allSatisfy { $0.type.inputsEqual(leftBase + $0.offset, rightBase + $0.offset) }
            }
        }
    }

    /// Whether `lhs` and `rhs` have the same inputs (``InputLayout/of(_:)``).
    static func equal<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        equal(lhs, rhs, in: .of(Value.self))
    }

    /// A 64-bit hash of `value`'s inputs (``InputLayout/of(_:)``), mixed into `seed`.
    static func hash<Value>(inputsOf value: Value, seed: UInt64) -> UInt64 {
        hash(value, in: .of(Value.self), seed: seed)
    }

    /// Whether two buffers hold the same bytes in `range`, compared a word at a time.
    private static func same(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            if left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            {
                return false
            }
            index += 8
        }
        while index < range.upperBound {
            if left[index] != right[index] { return false }
            index += 1
        }
        return true
    }

    /// A 64-bit hash of `value`'s inputs as `layout` says, or of all its bytes, mixed into `seed`.
    static func hash<Value>(_ value: Value, in layout: InputLayout? = nil, seed: UInt64 = 0) -> UInt64 {
        withUnsafeBytes(of: value) { bytes in
            var hash = seed ^ UInt64(bytes.count)
            for range in layout?.ranges ?? [0..<bytes.count] {
                var index = range.lowerBound
                while index + 8 <= range.upperBound {
                    hash = Fingerprint.mix(hash, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    index += 8
                }
                while index < range.upperBound {
                    hash = Fingerprint.mix(hash, UInt64(bytes[index]))
                    index += 1
                }
            }
            guard let base = bytes.baseAddress else { return hash }
            for field in layout?.compared ?? [] { hash = field.type.inputsHash(base + field.offset, into: hash) }
            return hash
        }
    }
}

/// The 64-bit mixing that environment fingerprints and value hashes share.
enum Fingerprint {
    /// Folds `value` into `hash` (a multiply–xorshift mix: a change in any bit spreads to all).
    @inline(__always)
    static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var x = hash ^ (value &+ 0x9E37_79B9_7F4A_7C15 &+ (hash << 6) &+ (hash >> 2))
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }
}
