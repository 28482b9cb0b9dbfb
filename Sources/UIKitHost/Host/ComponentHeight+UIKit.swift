#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension ComponentHeight {
    /// What `tableView(_:heightForRowAt:)` answers: the fixed height, or `automaticDimension`
    /// for a view that sizes itself with Auto Layout. Main-actor isolated, like the UIKit
    /// constant it reads.
    @MainActor
    var tableViewHeight: CGFloat {
      isAutomatic ? UITableView.automaticDimension : value
    }
  }

  /// The heights UIKit gets for section headers and footers. The engine has already replaced
  /// negative heights ("section header height must not be negative" crashes UIKit, contract §b
  /// Heights), so only the two cases without a component are decided here.
  @MainActor
  enum SectionEdgeHeight {
    /// A header or footer component's height; else `automaticDimension` for a plain title (UIKit
    /// sizes its standard view to the title); else the smallest positive height, because a
    /// grouped table reads `0` as "default height" on some systems (contract §b Heights:
    /// xai3/Shoyu#42, DTTableViewManager#13, Carbon's `.leastNonzeroMagnitude`).
    static func height(_ height: ComponentHeight?, hasTitle: Bool) -> CGFloat {
      if let height { return height.tableViewHeight }
      return hasTitle ? UITableView.automaticDimension : .leastNonzeroMagnitude
    }

    /// The estimate for the same header or footer: the component's height or estimate, else
    /// what Carbon answers (`automaticDimension` for a title, the smallest positive height for
    /// nothing).
    static func estimate(_ height: ComponentHeight?, hasTitle: Bool) -> CGFloat {
      if let height { return height.value }
      return hasTitle ? UITableView.automaticDimension : .leastNonzeroMagnitude
    }
  }
#endif
