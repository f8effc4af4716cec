import Tessera
import TesseraStories

extension TesseraBooks {
    /// The inherited default next to every explicit variant, state and size.
    static var button: StorySection {
        StorySection("Button", notes: "Button(\"Save\") { } under a ThemeProvider is the plain house style; variants opt in.") {
            StorySection("Inherited default") {
                Story("Plain house style", code: "Button(\"Save\") { }") { Button("Save") {} }
            }
            StorySection("Variants") {
                Story("Primary", code: "Button(\"Primary\") { }.buttonStyle(.tessera(.primary))") {
                    Button("Primary") {}.buttonStyle(.tessera(.primary))
                }
                Story("Secondary", code: "Button(\"Secondary\") { }.buttonStyle(.tessera(.secondary))") {
                    Button("Secondary") {}.buttonStyle(.tessera(.secondary))
                }
                Story("Tertiary", code: "Button(\"Tertiary\") { }.buttonStyle(.tessera(.tertiary))") {
                    Button("Tertiary") {}.buttonStyle(.tessera(.tertiary))
                }
                Story("Positive", code: "Button(\"Positive\") { }.buttonStyle(.tessera(.positive))") {
                    Button("Positive") {}.buttonStyle(.tessera(.positive))
                }
                Story("Negative", code: "Button(\"Negative\") { }.buttonStyle(.tessera(.negative))") {
                    Button("Negative") {}.buttonStyle(.tessera(.negative))
                }
                Story("Inverse", code: "Button(\"Inverse\") { }.buttonStyle(.tessera(.inverse))") {
                    Button("Inverse") {}.buttonStyle(.tessera(.inverse))
                }
                Story(
                    "Foreground muted", id: "foreground-muted",
                    code: "Button(\"Muted\") { }.buttonStyle(.tessera(.foregroundMuted))"
                ) {
                    Button("Muted") {}.buttonStyle(.tessera(.foregroundMuted))
                }
                Story("Transparent", code: "Button(\"Learn more\") { }.buttonStyle(.tessera(.primary, transparent: true))") {
                    Button("Learn more") {}.buttonStyle(.tessera(.primary, transparent: true))
                }
                Story(
                    "Block", code: "Button(\"Continue\") { }.buttonStyle(.tessera(.primary, block: true)).frame(width: 24)",
                    notes: "A block button fills the width it is offered (24 columns here); the others keep their own."
                ) {
                    Button("Continue") {}.buttonStyle(.tessera(.primary, block: true)).frame(width: 24)
                }
            }
            StorySection("States") {
                Story("Focused", code: "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).previewState(.focused)") {
                    Button("Save") {}.buttonStyle(.tessera(.primary)).previewState(.focused)
                }
                Story("Pressed", code: "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).previewState(.pressed)") {
                    Button("Save") {}.buttonStyle(.tessera(.primary)).previewState(.pressed)
                }
                Story("Disabled", code: "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).disabled(true)") {
                    Button("Save") {}.buttonStyle(.tessera(.primary)).disabled(true)
                }
                .allowing(.contrast, because: "disabled controls are exempt from WCAG 1.4.3")
                Story("Loading", code: "Button(\"Save\") { }.buttonStyle(.tessera(.primary)).loading(true)") {
                    Button("Save") {}.buttonStyle(.tessera(.primary)).loading(true)
                }
                Story("Destructive role", code: "Button(\"Delete\", role: .destructive) { }") {
                    Button("Delete", role: .destructive) {}
                }
                Story(
                    "Keyboard shortcut", code: "Button(\"Details\") { }.keyboardShortcut(\"d\", modifiers: .control)",
                    notes: "Ctrl-D presses it from anywhere; the label shows it, and ? lists it."
                ) {
                    Button("Details") {}.keyboardShortcut("d", modifiers: .control)
                }
            }
            StorySection("Sizes") {
                Story("Small", code: "Button(\"Continue\") { }.buttonStyle(.tessera(.primary, size: .small))") {
                    Button("Continue") {}.buttonStyle(.tessera(.primary, size: .small))
                }
                Story("Medium", code: "Button(\"Continue\") { }.buttonStyle(.tessera(.primary, size: .medium))") {
                    Button("Continue") {}.buttonStyle(.tessera(.primary, size: .medium))
                }
                Story("Large", code: "Button(\"Continue\") { }.buttonStyle(.tessera(.primary, size: .large))") {
                    Button("Continue") {}.buttonStyle(.tessera(.primary, size: .large))
                }
            }
            StorySection("Playground") {
                Story(
                    "Pay button", code: "Button($(title), action: { }).buttonStyle(.tessera($(variant))).disabled($(disabled))",
                    notes: "Press a to change its title, variant and state; the call site follows, and the log counts each press."
                ) { controls in
                    let title = controls.text("Title", default: "Pay")
                    let variant = controls.choice("Variant", ButtonVariant.allCases, default: .primary)
                    let disabled = controls.toggle("Disabled", default: false)
                    Button(title, action: controls.action("pay"))
                        .buttonStyle(.tessera(variant))
                        .disabled(disabled)
                }
                .snapshotting(args: "title=Send,variant=negative")
            }
        }
    }
}
