import Tessera

/// State a story's view keeps while it is shown, for controls that need a binding.
///
/// ```swift
/// Story("House field", code: "TextField(\"Name\", text: $name)") {
///     StoryState("") { $name in TextField("Name", text: $name) }
/// }
/// ```
///
/// Tessera's own stories leave this wrapper out of their `code:`: the call site is its content.
public struct StoryState<Value, Content: View>: View {
    @State private var value: Value
    private let content: (Binding<Value>) -> Content

    /// Keeps `initial`, and shows `content` with a binding to it.
    public init(_ initial: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: initial)
        self.content = content
    }

    /// The content, with a binding to the kept value.
    public var body: some View {
        content($value)
    }
}
