#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension UIView {
    /// Sends `event` for the row this cell shows (or the cell this view is in) to the engine of
    /// its table or list: call it from a control's action (a `UISwitch`'s `.valueChanged`, a
    /// text field's `.editingDidEnd`).
    ///
    /// ```swift
    /// final class VolumeCell: UITableViewCell, ComponentView {
    ///   private let slider = UISlider()
    ///
    ///   override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    ///     super.init(style: style, reuseIdentifier: reuseIdentifier)
    ///     slider.addTarget(self, action: #selector(slid), for: .valueChanged)
    ///     accessoryView = slider
    ///   }
    ///   required init?(coder: NSCoder) { fatalError("made in code only") }
    ///
    ///   func configure(with data: Double) { slider.value = Float(data) }
    ///   static func height(for data: Double, width: CGFloat) -> ComponentHeight { .fixed(44) }
    ///
    ///   @objc private func slid() { sendControlEvent(.slide(Double(slider.value))) }
    /// }
    /// ```
    ///
    /// The same call works in a `UICollectionViewCell` a list host shows. The row is looked up
    /// when the event happens, so it is right after rows were inserted or moved above it.
    /// Nothing happens when the view is in no cell of a table or list a `TableEngine` drives.
    public func sendControlEvent(_ event: ControlEvent) {
      guard let row = currentRowReference() else { return }
      sendControlEvent(event, toRow: row)
    }

    /// A reference to the row this cell shows, to send it a later event wherever it is then;
    /// take it when an interaction begins, while UIKit still lists the cell at its row.
    package func currentRowReference() -> RowReference? {
      guard let list = enclosingRowList, let host = UIKitRowHost.installed(on: list),
        let indexPath = host.rowList?.indexPath(ofCellContaining: self)
      else { return nil }
      return host.dataSource.rowReference(forRowAt: indexPath)
    }

    /// Sends `event` to the row `row` refers to, through `list` (the table or list the cell
    /// was in when `row` was taken: a cell being removed may have left it already), else the
    /// enclosing one.
    ///
    /// A cell UIKit no longer lists at a row is being removed by a pass of UIKit's own
    /// (`reloadData()`, `setEditing(_:animated:)` called on the table view), where a change of
    /// the rows raises an inconsistency exception
    /// (https://github.com/lionheart/openradar-mirror/issues/17458): the event waits for the
    /// next turn of the main queue.
    package func sendControlEvent(_ event: ControlEvent, toRow row: RowReference, in list: UIScrollView? = nil) {
      guard let list = list ?? enclosingRowList, let host = UIKitRowHost.installed(on: list) else { return }
      guard host.rowList?.indexPath(ofCellContaining: self) == nil else {
        host.dataSource.send(.control(event, row: row))
        return
      }
      DispatchQueue.main.async {
        MainActor.assumeIsolated { _ = host.dataSource.send(.control(event, row: row)) }
      }
    }

    /// The nearest table or list up the superviews that a host drives: UIKit puts wrapper views
    /// between a cell and its table or list, and a cell may hold a collection view of its own.
    var enclosingRowList: UIScrollView? {
      sequence(first: self, next: { $0.superview }).lazy.compactMap { $0 as? UIScrollView }
        .first { UIKitRowHost.installed(on: $0) != nil }
    }

    /// The nearest cell of `Cell` up from the view, the view included.
    func enclosing<Cell: UIView>(_ cell: Cell.Type) -> Cell? {
      sequence(first: self, next: { $0.superview }).lazy.compactMap { $0 as? Cell }.first
    }
  }
#endif
