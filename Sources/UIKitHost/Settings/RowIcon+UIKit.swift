#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension RowIcon {
    /// The icon as the Settings app draws it: the image alone in the tint colour, or a white
    /// symbol on a rounded square of its background colour (29 pt, corners of 7 pt, the
    /// symbol at 17 pt, as Settings' rows show them). `nil` when the image does not exist.
    @MainActor
    var uiImage: UIImage? {
      let named: UIImage? =
        switch image {
        case .systemImage(let name): UIImage(systemName: name)
        case .asset(let name): UIImage(named: name)
        }
      guard let named else { return nil }
      guard let background else { return named }
      let side: CGFloat = 29
      let symbol =
        named.withConfiguration(UIImage.SymbolConfiguration(pointSize: 17, weight: .medium))
        .withTintColor(.white, renderingMode: .alwaysOriginal)
      let drawn = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
        background.uiColor.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: side, height: side), cornerRadius: 7).fill()
        let size = symbol.size
        let scale = min(1, (side - 8) / max(size.width, size.height, 1))
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        symbol.draw(
          in: CGRect(
            x: (side - fitted.width) / 2, y: (side - fitted.height) / 2, width: fitted.width,
            height: fitted.height))
      }
      return drawn.withRenderingMode(.alwaysOriginal)
    }
  }
#endif
