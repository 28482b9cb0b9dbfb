import Foundation

// The numbers a host answers for heights when it takes a number and has a value of its own for
// "size it yourself" (UIKit's `automaticDimension`): decided here, so they are tested on Linux.

extension ComponentHeight {
  /// The fixed height, or `automatic` for a view that sizes itself.
  package func answer(automatic: CGFloat) -> CGFloat {
    isAutomatic ? automatic : value
  }
}

extension SectionEdgeHeight {
  /// The height of a section's header or footer.
  ///
  /// A title and the standard spacing answer `automatic`: UIKit then fits the title, or uses
  /// "a default value" for the table's style, the gap between groups of a grouped table
  /// (https://developer.apple.com/documentation/uikit/uitableview/automaticdimension).
  /// No room answers the smallest positive height, not `0`, which grouped tables on some
  /// systems read as "default height" (https://github.com/xai3/Shoyu/issues/42, Carbon's
  /// `.leastNonzeroMagnitude`); the engine has already replaced negative heights, which make
  /// UIKit raise (https://github.com/edopelawi/CascadingTableDelegate/issues/9).
  package func height(automatic: CGFloat) -> CGFloat {
    switch self {
    case .component(let height): height.answer(automatic: automatic)
    case .title, .standardSpacing: automatic
    case .none: .leastNonzeroMagnitude
    }
  }

  /// The estimate of the same: a component's height or estimate, else ``height(automatic:)``.
  package func estimate(automatic: CGFloat) -> CGFloat {
    if case .component(let height) = self { return height.value }
    return height(automatic: automatic)
  }
}

extension SectionEdgeHeight {
  /// Whether the edge shows a view: a component, or a plain title the host draws. A host that
  /// lays out only the edges it has a view for (a collection view list's `.supplementary`
  /// header and footer modes, which must then be given a view) gives one to these and none to
  /// spacing.
  package var showsView: Bool {
    switch self {
    case .component, .title: true
    case .standardSpacing, .none: false
    }
  }
}
