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

  /// The heights UIKit gets for section headers and footers, from the engine's platform-free
  /// decision (`SectionEdgeHeight`, tested on Linux). The engine has already replaced negative
  /// heights ("section header height must not be negative" crashes UIKit:
  /// https://github.com/edopelawi/CascadingTableDelegate/issues/9).
  ///
  /// UIKit facts relied on:
  /// - `automaticDimension` from `heightForHeaderInSection`/`heightForFooterInSection` makes the
  ///   table "choose a default value for the given dimension" and fit a title if there is one
  ///   (https://developer.apple.com/documentation/uikit/uitableview/automaticdimension); without a
  ///   height method, "the table view calculates the height automatically"
  ///   (https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight). So it is
  ///   the standard spacing of the table's style: the gap between groups of a grouped or
  ///   inset-grouped table (inference: the same height the table uses when the method is absent).
  /// - `0` is read as "default height" by grouped tables on some systems, so "no room" is the
  ///   smallest positive height instead (https://github.com/xai3/Shoyu/issues/42,
  ///   https://github.com/DenTelezhkin/DTTableViewManager/issues/13, Carbon's
  ///   `.leastNonzeroMagnitude`). Answering that for every section without a header or footer
  ///   glued grouped sections together.
  @MainActor
  enum SectionEdgeMeasure {
    /// What `heightForHeaderInSection`/`heightForFooterInSection` answer.
    static func height(_ edge: SectionEdgeHeight) -> CGFloat {
      switch edge {
      case .component(let height): height.tableViewHeight
      case .title, .standardSpacing: UITableView.automaticDimension
      case .none: .leastNonzeroMagnitude
      }
    }

    /// What the estimate methods answer: a component's height or estimate, else the same as
    /// the height (`automaticDimension` is a valid estimate).
    static func estimate(_ edge: SectionEdgeHeight) -> CGFloat {
      if case .component(let height) = edge { return height.value }
      return height(edge)
    }
  }
#endif
