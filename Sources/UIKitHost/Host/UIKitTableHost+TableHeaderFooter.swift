#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // The table header and footer views. UIKit has no registry or reuse for them and sizes them
  // by their frame alone: the width follows the table, the height is whatever the frame says
  // when the view is assigned, Auto Layout inside it or not (contract: UIKit's
  // `tableHeaderView` documentation; the frame-then-assign pattern is the common fix for its
  // sizing, e.g. useyourloaf.com "Variable Height Table View Header").
  extension UIKitTableHost {
    /// Assigns `tableHeaderView` and `tableFooterView` from the engine, each with the height the
    /// component answers; a self-sizing one (`.automatic`) is measured with Auto Layout at the
    /// table's width. The engine asks again when the table's width changes (rotation, split
    /// view), through ``tableHeaderAndFooterNeedLayout()``.
    package func reloadTableHeaderAndFooter() {
      guard let tableView, let dataSource = adapter?.dataSource else { return }
      let width = tableView.bounds.width
      let header = sized(dataSource.tableHeaderView() as? UIView, dataSource.heightForTableHeader(width: width), width)
      let footer = sized(dataSource.tableFooterView() as? UIView, dataSource.heightForTableFooter(width: width), width)
      recycle(tableView.tableHeaderView, keeping: header)
      recycle(tableView.tableFooterView, keeping: footer)
      tableView.tableHeaderView = header
      tableView.tableFooterView = footer
      // Configuring them may have deferred changes, as a cell's configuration does.
      adapter?.scheduleLayoutFinishedIfNeeded()
    }

    /// Sizes the table header and footer again at the table's new width, after the layout
    /// that asked for the new width: assigning `tableHeaderView` from inside a height query
    /// would lay the table out again in the middle of its own layout.
    package func tableHeaderAndFooterNeedLayout() {
      DispatchQueue.main.async { [weak self] in self?.reloadTableHeaderAndFooter() }
    }

    func dequeueTableDecoration(withIdentifier identifier: String) -> UIView {
      if let view = tableDecorationPool[identifier]?.popLast() { return view }
      guard let viewClass = tableDecorationClasses[identifier] else {
        preconditionFailure(
          "unable to dequeue a table header/footer view with identifier \(identifier)"
            + " - must register a class for the identifier")
      }
      let view = viewClass.init(frame: .zero)
      tableDecorationIdentifiers[ObjectIdentifier(view)] = identifier
      return view
    }

    private func sized(_ view: UIView?, _ height: ComponentHeight?, _ width: CGFloat) -> UIView? {
      guard let view, let height else { return nil }
      var value = height.value
      if height.isAutomatic {
        view.frame = CGRect(x: 0, y: 0, width: width, height: value)
        view.layoutIfNeeded()
        value =
          view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
          ).height
      }
      view.frame = CGRect(x: 0, y: 0, width: width, height: value)
      return view
    }

    /// Puts a replaced view this host made back in its pool, unless it is being shown again.
    private func recycle(_ old: UIView?, keeping new: UIView?) {
      guard let old, old !== new, let identifier = tableDecorationIdentifiers[ObjectIdentifier(old)] else { return }
      tableDecorationPool[identifier, default: []].append(old)
    }
  }
#endif
