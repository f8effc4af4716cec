import Tessera

/// Every page of the gallery, in sidebar order.
package enum PageID: String, CaseIterable, Identifiable {
    case palette, typography, spacing, inheritance
    case button, toggle, progress, textField = "text-field", slideButton = "slide-button"
    case text, divider, tag, avatar, listCell = "list-cell", banner
    case alert, accordion, tooltip, tabs

    package var id: String { rawValue }

    package var title: String {
        switch self {
        case .palette: "Palette"
        case .typography: "Typography"
        case .spacing: "Spacing & borders"
        case .inheritance: "Inheritance"
        case .button: "Button"
        case .toggle: "Toggle, checkbox, radio"
        case .progress: "Progress & spinner"
        case .textField: "Text field"
        case .slideButton: "Slide button"
        case .text: "Text"
        case .divider: "Divider"
        case .tag: "Tag & chip"
        case .avatar: "Avatar"
        case .listCell: "List cell"
        case .banner: "Banner"
        case .alert: "Alert"
        case .accordion: "Accordion"
        case .tooltip: "Tooltip"
        case .tabs: "Tabs & segmented"
        }
    }

    var group: PageGroup {
        switch self {
        case .palette, .typography, .spacing, .inheritance: .foundations
        case .button, .toggle, .progress, .textField, .slideButton: .controls
        case .text, .divider, .tag, .avatar, .listCell, .banner: .content
        case .alert, .accordion, .tooltip, .tabs: .overlays
        }
    }
}

/// The sidebar's groups.
enum PageGroup: String, CaseIterable {
    case foundations = "Foundations"
    case controls = "Controls"
    case content = "Content"
    case overlays = "Overlays & navigation"

    var pages: [PageID] { PageID.allCases.filter { $0.group == self } }
}
