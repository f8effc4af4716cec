/// Builds view content from the statements of a closure: any number of children, `if`/`else`,
/// `if let`, `switch` and optionals.
@resultBuilder
public enum ViewBuilder {
    /// Each statement that is a view stays that view, with its concrete type.
    @inlinable
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    /// An empty closure builds an ``EmptyView``.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single child is returned unwrapped.
    @inlinable
    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    /// Two or more children make a ``TupleView``, laid out in order by the enclosing container.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        // The children go in as one tuple, moved into place: the compiler copies a parameter
        // pack's elements wherever they go, so a pack handed on to an initialiser was copied twice.
        TupleView(children: (repeat each content))
    }

    /// An `if` without `else` (or an `if let`) builds an optional view: `nil` draws nothing.
    @inlinable
    public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`, taken.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: consuming TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .first(first))
    }

    /// The second branch of an `if`/`else` or `switch`, taken.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: consuming FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .second(second))
    }

    /// Content under `if #available` is type-erased, so its type need not exist on older systems.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
