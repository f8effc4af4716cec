import Tessera
import TesseraStories

extension TesseraBooks {
    /// Menus: a button that opens a dropdown of buttons.
    static var menu: StorySection {
        StorySection(
            "Menu",
            notes:
                "A button that opens a dropdown of buttons under it. Focus moves into it; choosing an item runs it and closes the menu, Esc or a click outside closes it, and focus returns to the button."
        ) {
            StorySection("Inherited default") {
                Story(
                    "Actions",
                    code:
                        "Menu(\"Actions\") {\n    Button(\"Archive\") { }\n    Button(\"Mark as read\") { }\n    Divider()\n    Button(\"Delete\", role: .destructive) { }\n}"
                ) {
                    Menu("Actions") {
                        Button("Archive") {}
                        Button("Mark as read") {}
                        Divider()
                        Button("Delete", role: .destructive) {}
                    }
                }
                .play(.press(.tab), .press(.enter), .press(.down))
            }
            StorySection("Variants") {
                Story(
                    "Nested",
                    code:
                        "Menu(\"Move to\") {\n    Button(\"Inbox\") { }\n    Menu(\"Folders\") {\n        Button(\"Receipts\") { }\n        Button(\"Travel\") { }\n    }\n}",
                    notes: "A menu inside a menu opens under its item; choosing in it closes both."
                ) {
                    Menu("Move to") {
                        Button("Inbox") {}
                        Menu("Folders") {
                            Button("Receipts") {}
                            Button("Travel") {}
                        }
                    }
                }
                .play(.press(.tab), .press(.enter), .press(.down), .press(.enter))
            }
        }
    }
}
