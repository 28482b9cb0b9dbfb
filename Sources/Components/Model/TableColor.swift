/// A colour a screen is drawn with: a row's tint (``TableComponent/tint(_:)``), a screen's
/// (`TableScreen.tint`), an icon's background (``RowIcon``).
///
/// The named colours are the system's: each host draws the colour of the name in its own way,
/// the UIKit host as the system colour (which follows dark mode and the Increase Contrast
/// setting), the terminal as an ANSI colour (which follows the terminal's palette).
/// ``rgb(red:green:blue:)`` is one colour everywhere, in every appearance.
///
/// ```swift
/// TableComponent.buttonRow("Upgrade") { _ in }
///   .tint(.rgb(red: 88, green: 86, blue: 214))
/// ```
///
/// A colour never says anything on its own: what a tinted row means is in its title and its
/// value, which assistive technology reads; the colour is not spoken.
public enum TableColor: Hashable, Sendable {
  /// The app's accent colour: on UIKit the colour set named `AccentColor` in the app's asset
  /// catalog, the one Xcode makes the app's accent, else system blue; blue in the terminal.
  case accent
  /// The colour of primary text.
  case label
  /// The colour of secondary text, such as a value beside a title.
  case secondaryLabel
  /// The system colour of the same name.
  case blue, green, orange, red, gray, purple, pink, yellow, indigo, teal
  /// A colour of its own, by its sRGB components from 0 to 255: `.rgb(red: 255, green: 149,
  /// blue: 0)` is the orange of iOS's light appearance.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)
}
