#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension TableColor {
    /// The colour as UIKit draws it: a named colour as the system colour of its name, which
    /// follows dark mode and Increase Contrast
    /// (https://developer.apple.com/documentation/uikit/standard-colors); the accent as the
    /// app's accent colour, the colour set Xcode names `AccentColor`
    /// (https://developer.apple.com/documentation/xcode/specifying-your-apps-color-scheme), else
    /// system blue, the default tint; `rgb` in the sRGB space.
    var uiColor: UIColor {
      switch self {
      case .accent: UIColor(named: "AccentColor") ?? .systemBlue
      case .label: .label
      case .secondaryLabel: .secondaryLabel
      case .blue: .systemBlue
      case .green: .systemGreen
      case .orange: .systemOrange
      case .red: .systemRed
      case .gray: .systemGray
      case .purple: .systemPurple
      case .pink: .systemPink
      case .yellow: .systemYellow
      case .indigo: .systemIndigo
      case .teal: .systemTeal
      case .rgb(let red, let green, let blue):
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
      }
    }
  }
#endif
