struct ListRowSeparatorKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether a list's or a table's rows have a line under them (``View/listRowSeparator(_:)``).
    public var listRowSeparator: Visibility {
        get { self[ListRowSeparatorKey.self] }
        set { self[ListRowSeparatorKey.self] = newValue }
    }
}

/// Whether rows show a separator: only when asked for. A terminal row is one line, and a line
/// under each would halve what a list shows, so `.automatic` leaves them out.
func listRowSeparatorShows(_ visibility: Visibility) -> Bool {
    visibility == .visible
}

extension View {
    /// Draws a line in the theme's line colour under each row of the lists and tables inside
    /// (`.visible`), each row then taking two lines; rows have none by default. The line starts
    /// where the rows' text does, after the cursor's column.
    ///
    /// ```swift
    /// List(messages, selection: $selected) { Text($0.subject) }
    ///     .listRowSeparator(.visible)
    /// ```
    public consuming func listRowSeparator(_ visibility: Visibility) -> some View {
        environment(\.listRowSeparator, visibility)
    }
}

extension View {
    /// This row with the separator under it, when `shows`.
    @ViewBuilder func rowSeparator(shows: Bool) -> some View {
        if shows {
            VStack(alignment: .leading, spacing: 0) {
                self
                Divider(leadingInset: 2)
            }
        } else {
            self
        }
    }
}
