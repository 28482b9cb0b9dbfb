#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // A collection view cell's part of drawing a row's state (`UIKitRowCell.apply(_:)`): a list
  // cell's accessories; another cell has no accessory place.
  extension UICollectionViewCell: UIKitRowCell {
    func showFailureOutsideListContent(_ failure: String) {}

    func showAccessory(_ state: RowState) -> [UIView] {
      guard let cell = self as? UICollectionViewListCell else { return [] }
      cell.showHostAccessories(state)
      return subviews.filter { $0 !== contentView }
    }
  }

  extension UICollectionViewListCell {
    /// The lock or the activity indicator (`RowState.accessoryOverlay`), and the delete and
    /// reorder controls of editing mode, added to the accessories the cell's `configure(with:)`
    /// set. The host remembers which it added, so that it takes them away again and never adds
    /// a system accessory twice, which raises
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories-8nui4);
    /// the cell's own controls stay, disabled while the row is busy.
    func showHostAccessories(_ state: RowState) {
      let added = objc_getAssociatedObject(self, &hostAccessoriesKey) as? HostAccessories ?? HostAccessories()
      let own = accessories.filter { !added.types.contains($0.accessoryType) }
      let ownTypes = Set(own.map(\.accessoryType))
      var adding: [UICellAccessory] = []
      switch state.accessoryOverlay(hasOwnAccessory: !own.isEmpty) {
      case .activity:
        added.indicator.startAnimating()
        adding.append(.customView(configuration: .init(customView: added.indicator, placement: .trailing())))
      case .lock: adding.append(.customView(configuration: .init(customView: added.lock, placement: .trailing())))
      case .none: break
      }
      if state.interaction.editingStyle == .delete, !ownTypes.contains(.delete) {
        adding.append(.delete(displayed: .whenEditing))
      }
      if state.canMove, !ownTypes.contains(.reorder) {
        adding.append(.reorder(displayed: .whenEditing))
      }
      added.types = Set(adding.map(\.accessoryType))
      accessories = own + adding
      objc_setAssociatedObject(self, &hostAccessoriesKey, added, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// What the host added to a list cell's accessories, and its views, made once per cell.
  @MainActor
  private final class HostAccessories {
    var types: Set<UICellAccessory.AccessoryType> = []
    lazy var indicator = UIActivityIndicatorView(style: .medium)
    lazy var lock = AvailabilityLockView()
  }

  nonisolated(unsafe) private var hostAccessoriesKey: UInt8 = 0
#endif
