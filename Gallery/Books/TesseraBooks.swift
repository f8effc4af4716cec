import Tessera
import TesseraStories

/// Tessera's own story books: every foundation and component, as `swift run gallery` shows them.
/// Written with nothing but the public API of Tessera and TesseraStories, like any team's books.
public enum TesseraBooks {
    /// Foundations, controls, content, and overlays & navigation, in sidebar order.
    public static var all: [StoryBook] { [foundations, controls, content, overlays] }

    /// The theme itself: colours, type, spacing and borders, and how scopes inherit it.
    static var foundations: StoryBook {
        // Whole-page views: checked at the size of the gallery's page area on a 120×40 terminal.
        StoryBook("Foundations", modes: .standard(size: TerminalSize(columns: 90, rows: 40))) {
            palette
            typography
            spacing
            inheritance
        }
    }

    /// What the reader acts on.
    static var controls: StoryBook {
        StoryBook("Controls") {
            button
            toggle
            progress
            textField
            textEditor
            picker
            stepper
            pagination
            slideButton
        }
    }

    /// What the reader reads.
    static var content: StoryBook {
        StoryBook("Content") {
            text
            divider
            tag
            avatar
            listCell
            list
            table
            sectionHeader
            banner
        }
    }

    /// What comes and goes over the screen, and what moves between views.
    static var overlays: StoryBook {
        StoryBook("Overlays & navigation", id: "overlays") {
            alert
            sheet
            menu
            accordion
            tooltip
            tabs
            stepIndicator
        }
    }
}
