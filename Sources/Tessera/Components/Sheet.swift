/// Where a sheet sits: a tray along the bottom edge of a narrow screen, or a card in the middle
/// of a wide one.
enum SheetPlacement: Equatable {
    case tray
    case centered
}

/// Below this many columns a sheet is a tray: a centred card would leave too little of it.
let sheetTrayBreakpoint = 100

/// The placement of a sheet on a screen `columns` wide.
func sheetPlacement(columns: Int) -> SheetPlacement {
    columns < sheetTrayBreakpoint ? .tray : .centered
}

/// A sheet's padding (the density's, as an alert's) and width: a tray spans the screen, a card is
/// at most the density's reading width.
func sheetMetrics(density: Density, placement: SheetPlacement) -> (padding: EdgeInsets, maxWidth: Int?) {
    let padding = alertMetrics(density: density).padding
    guard placement == .centered else { return (padding, nil) }
    switch density {
    case .compact: return (padding, 64)
    case .regular: return (padding, 72)
    case .spacious: return (padding, 80)
    }
}

/// A sheet's card: its content on the alert's card colours (so every overlay of the design
/// system reads the same), edged at every depth.
struct SheetCard<Content: View>: View {
    let placement: SheetPlacement
    let content: Content

    @HotEnvironment private var environment
    private var density: Density { environment.density }
    private var depth: ColorDepth { environment.colorDepth }
    private var theme: ResolvedTheme { environment.resolvedTheme }

    var body: some View {
        let colors = alertColors(theme: theme, depth: depth)
        let metrics = sheetMetrics(density: density, placement: placement)
        return
            content
            .padding(metrics.padding)
            .frame(maxWidth: metrics.maxWidth ?? .infinity, alignment: .topLeading)
            .border(nil, color: colors.border)
            .background(colors.fill)
    }
}

/// Presents a sheet over the screen while a binding is true.
struct SheetModifier<Sheet: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let sheet: () -> Sheet

    @Environment(\.screenSize) private var screen

    func body(content: Content) -> some View {
        let placement = sheetPlacement(columns: screen.columns)
        let sheet = self.sheet
        return content.modal(
            isPresented: isPresented, alignment: placement == .tray ? .bottom : .center,
            onDismiss: onDismiss
        ) {
            SheetCard(placement: placement, content: sheet())
        }
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true: a tray along the bottom edge of
    /// a screen under 100 columns, a card in the middle of a wider one, on the design system's
    /// card. As with ``modal(isPresented:alignment:onDismiss:content:)``, the rest of the screen
    /// dims, focus moves into the sheet and stays there, and Esc dismisses it (setting
    /// `isPresented` to false, then calling `onDismiss`); focus returns where it was.
    ///
    /// ```swift
    /// Button("Details") { showDetails = true }
    ///     .sheet(isPresented: $showDetails) { MessageDetails(message: message) }
    /// ```
    public consuming func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: content))
    }
}
