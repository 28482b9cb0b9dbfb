/// A row's icon, as the Settings app shows one: an SF Symbol or an image asset, on a tinted
/// rounded square when it has a `background`.
///
/// ```swift
/// TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 }
///   .icon(.systemImage("wifi", background: .blue))
/// ```
///
/// The UIKit host draws it with the list content configuration's image (a symbol in white on
/// its background, or the tint colour without one); the terminal, which has no images, leaves
/// it out. VoiceOver hears an icon only when it has an `accessibilityLabel` (an icon that says
/// something the title does not, such as a warning); most icons repeat the title and are
/// silent. Search does not index it. An image that does not exist shows no icon.
public struct RowIcon: Hashable, Sendable {
  /// Where the image comes from.
  public enum Image: Hashable, Sendable {
    /// An SF Symbol, by name (`UIImage(systemName:)`).
    case systemImage(String)
    /// An image in the app's asset catalog, by name (`UIImage(named:)`).
    case asset(String)
  }

  /// The image.
  public var image: Image
  /// The colour of the rounded square behind the image, or `nil` for none: the Settings app
  /// uses the named system colours (``TableColor/blue``, ``TableColor/orange``, …).
  public var background: TableColor?
  /// What VoiceOver says of the icon after the row's title, or `nil` (the usual case: the icon
  /// repeats the title).
  public var accessibilityLabel: String?

  /// The SF Symbol `name`, on `background` when given.
  public static func systemImage(
    _ name: String, background: TableColor? = nil, accessibilityLabel: String? = nil
  ) -> RowIcon {
    RowIcon(image: .systemImage(name), background: background, accessibilityLabel: accessibilityLabel)
  }

  /// The asset `name`, on `background` when given.
  public static func asset(_ name: String, background: TableColor? = nil, accessibilityLabel: String? = nil) -> RowIcon
  {
    RowIcon(image: .asset(name), background: background, accessibilityLabel: accessibilityLabel)
  }
}
