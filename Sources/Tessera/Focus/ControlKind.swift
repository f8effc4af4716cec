/// What kind of element an ``Interaction`` belongs to, so an inspector shows the styles that draw
/// the focused element and no others: a button reads the button style, a toggle the toggle style.
package enum ControlKind: String, Hashable, Sendable {
    /// A `Button`, and every component drawn as one (a chip, a tab, a segment, an accordion header).
    case button
    /// A `Toggle`, in any toggle style (a switch, a checkbox).
    case toggle
    /// A `TextField`.
    case textField
    /// A `focusable()` view, or an element that is not a control (a spinner, labelled for assistive tools).
    case view
}
