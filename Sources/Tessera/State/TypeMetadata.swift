@_spi(Reflection) import Swift

/// What the runtime's metadata says about a type, read directly: its kind, and for a struct or an
/// enum its type descriptor (one for all instantiations of a generic type) and generic arguments.
/// Telling `State<…>` or `Optional<…>` apart this way needs no protocol conformance search, which
/// scans every conformance in the process the first time it is asked about a type.
enum TypeMetadata {
    /// The kind of `type`'s metadata: struct, enum, optional, tuple, class…
    static func kind(of type: Any.Type) -> _MetadataKind {
        _MetadataKind(rawValue: metadataKind(type)) ?? .unknown
    }

    /// The address of a struct, enum or optional type's descriptor: the same for every
    /// instantiation of a generic type.
    static func descriptor(of type: Any.Type) -> UInt {
        UInt(bitPattern: words(of: type)[1])
    }

    /// The generic argument at `index` of a generic struct, enum or optional type (value metadata
    /// keeps them after its kind and descriptor).
    static func genericArgument(of type: Any.Type, at index: Int) -> Any.Type {
        unsafeBitCast(words(of: type)[2 + index], to: Any.Type.self)
    }

    private static func words(of type: Any.Type) -> UnsafePointer<UnsafeRawPointer> {
        unsafeBitCast(type, to: UnsafePointer<UnsafeRawPointer>.self)
    }
}

/// The runtime function the standard library's own reflection calls for a metadata's kind.
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt
