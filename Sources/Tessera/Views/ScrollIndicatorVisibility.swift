/// When the scroll bars of the scroll views inside show, set with `.scrollIndicators(_:)`.
public enum ScrollIndicatorVisibility: Sendable, Equatable {
    /// While the content overflows (the default).
    case automatic
    /// Always: the bar's column (or row) is kept, and while the content fits it shows the bare
    /// track, a line between the scroll view and what sits beside it.
    case visible
    /// Never; the content still scrolls (wheel, focus).
    case hidden
}

extension EnvironmentValues {
    /// When the scroll bars of the scroll views in this subtree show.
    public var scrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { readHot(.scrollIndicatorVisibility); return hot.scrollIndicatorVisibility }
        set { hot.scrollIndicatorVisibility = newValue; wroteHot(.scrollIndicatorVisibility, newValue) }
    }
}

extension View {
    /// Sets when the scroll bars of the scroll views this wraps show. Scroll views nested inside
    /// those go back to `.automatic`: a bar kept as a line belongs to the outer view only.
    public consuming func scrollIndicators(_ visibility: ScrollIndicatorVisibility) -> some View {
        environment(.scrollIndicators(visibility))
    }
}
