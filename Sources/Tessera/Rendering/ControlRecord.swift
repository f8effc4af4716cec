/// A built-in control as a view with a record of its own: its body is the control's styled nodes
/// (`ButtonNodes`, `ToggleNodes`), resolved in that record, so that what only the control reads —
/// whether it is focused or pressed, its binding — makes only the control resolve again, not the
/// view around it (``ViewGraph/appendControl(_:_:into:)``, ``ViewRecord/isControl``).
struct ControlRecord<Nodes: View>: View {
    let nodes: Nodes
    var body: Nodes { nodes }
}
