import Foundation

// What a host answers at once about a row (may a tap select it, which actions show at an edge,
// what its accessory place shows), from the row's state: decided here, so that every host
// answers alike and the rules are tested on Linux.

extension TableViewDataSource {
  /// The row to select when the user selects `indexPath`, or `nil` for none: a row a selection
  /// gesture does not select on this host (``RowInteraction/selects(controlsReachable:)``,
  /// `controlsReachable` is `false` where focus moves between rows, as on tvOS) is refused
  /// before ``willSelectRow(at:)`` is asked.
  package func rowToSelect(at indexPath: IndexPath, controlsReachable: Bool) -> IndexPath? {
    guard rowState(at: indexPath).interaction.selects(controlsReachable: controlsReachable) else { return nil }
    return willSelectRow(at: indexPath)
  }

  /// What a host does when the user selects `indexPath` (``rowToSelect(at:controlsReachable:)``
  /// as a decision): select it, select another row instead, or select nothing. A host whose
  /// toolkit lets only "yes" or "no" be answered (a collection view's `shouldSelectItemAt`)
  /// answers "no" to a redirect and selects the other row itself.
  package func selectionAnswer(at indexPath: IndexPath, controlsReachable: Bool) -> RowSelectionAnswer {
    switch rowToSelect(at: indexPath, controlsReachable: controlsReachable) {
    case nil: .refuse
    case indexPath?: .select
    case let target?: .redirect(target)
    }
  }
}

/// What a host does with a selection gesture on a row
/// (``TableViewDataSource/selectionAnswer(at:controlsReachable:)``).
package enum RowSelectionAnswer: Hashable, Sendable {
  /// The row is selected.
  case select
  /// This other row is selected instead.
  case redirect(IndexPath)
  /// Nothing is selected.
  case refuse

  /// The row selected when the gesture was on `indexPath`, or `nil` for none.
  package func selected(from indexPath: IndexPath) -> IndexPath? {
    switch self {
    case .select: indexPath
    case .redirect(let target): target
    case .refuse: nil
    }
  }
}

extension RowState {
  /// The actions revealed from `edge` of the row.
  package func actions(at edge: RowActionEdge) -> [RowAction] {
    edge == .leading ? leadingActions : trailingActions
  }
}

/// What a host shows in the place of a row's accessory instead of the row's own accessory.
package enum RowAccessoryOverlay: Hashable, Sendable {
  /// The row's own accessory, or none.
  case none
  /// An activity indicator, in the place of the row's control, which stays (hidden) so that it
  /// comes back as it was.
  case activity
  /// A lock: the row is disabled for a reason (spoken as its hint).
  case lock
}

extension RowState {
  /// What the row's accessory place shows: an activity indicator while a change or a load is
  /// under way, else a lock for a row disabled with a reason, unless the row has an accessory
  /// of its own (`hasOwnAccessory`: a control, a disclosure indicator, a checkmark), which a
  /// lock must not hide.
  package func accessoryOverlay(hasOwnAccessory: Bool) -> RowAccessoryOverlay {
    if status.isBusy { return .activity }
    return availability.reason != nil && !hasOwnAccessory ? .lock : .none
  }
}
