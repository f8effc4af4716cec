/// One choice out of several tagged views, drawn by the picker style in the environment: under a
/// ``ThemeProvider`` (and by default) a menu button that opens a dropdown of the options
/// (`Sort  Date ▾`); `.segmented`, `.radioGroup` and `.inline` lay them out in place, and a
/// ``PickerStyle`` of your own can draw them any way.
///
/// ```swift
/// Picker("Sort", selection: $sort) {
///     Text("Date").tag("Date")
///     Text("Sender").tag("Sender")
/// }
/// Picker("Theme", selection: $theme) {
///     ForEach(themes, id: \.self) { Text($0) }      // tagged with their ids
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Options are the content's views marked with ``View/tag(_:)`` whose tag is of the selection's
/// type (through `ForEach`, `Group`, `if` and modifiers); a `ForEach` tags untagged elements with
/// their ids.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// Built in: the renderer draws it directly, so it has no body.
    public typealias Body = Never
    let label: Label
    let title: String?
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker labelled `title` (also its accessibility label).
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where Label == Text {
        self.label = Text(title)
        self.title = title
        self.selection = selection
        self.content = content()
    }

    /// A picker labelled by any view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.title = nil
        self.selection = selection
        self.content = content()
    }
}

extension Picker: PrimitiveView {
    /// Built in: the renderer draws it.
    @inline(__always) public static var _primitive: _PrimitiveViewType? { primitiveType }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let configuration = PickerStyleConfiguration(
            label: StyleLabel(label), title: title,
            options: pickerOptions(from: taggedChoices(of: content), selection: selection))
        context.environment.pickerStyle.append(configuration, context, &nodes)
    }
}

/// The options of a picker: the tagged views whose tag is a `Value`, each choosing its tag.
func pickerOptions<Value: Hashable>(from choices: [TaggedChoice], selection: Binding<Value>) -> [PickerOption] {
    let current = selection.wrappedValue
    var options: [PickerOption] = []
    for choice in choices {
        guard let value = choice.tag.base as? Value else { continue }
        options.append(
            PickerOption(
                id: options.count, title: choice.title, label: choice.label,
                isSelected: value == current
            ) {
                if selection.wrappedValue != value { selection.wrappedValue = value }
            })
    }
    return options
}
