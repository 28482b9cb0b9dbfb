import Foundation

/// The identity of one option of a radio group.
struct RadioOptionID: Hashable {
  let group: AnyHashable
  let option: Int
}

extension TableComponent {
  /// The rows of a radio group: one checkmark row per option, at most one of them checked.
  ///
  /// Selecting an unchecked option moves the checkmark to it (the group's rows are configured
  /// again in place, in one update) and calls `onChange` with its index. The rows find each
  /// other by identity, so the group keeps working when rows are inserted around it; keep its
  /// rows in one section.
  ///
  /// - Parameters:
  ///   - options: The titles of the options, top to bottom.
  ///   - selection: The index of the checked option, clamped to the options; `nil` checks none
  ///     (a stored value that is none of the options), and then every option can be chosen.
  ///   - id: The group's identity, unique in the table; by default its kind and the titles of
  ///     its options, so give one to two groups with the same options in one table.
  ///   - change: May refuse a choice (the checkmark stays, the message shows on the option
  ///     chosen) or confirm it asynchronously first (``ControlChange``).
  ///   - onChange: Called with the index of the newly checked option, after the checkmark moved.
  public static func radioGroup(
    _ options: [String], selection: Int?, id: AnyHashable? = nil, change: ControlChange<Int> = .immediate,
    onChange: @escaping (Int) -> Void = { _ in }
  ) -> [TableComponent] {
    radioGroup(
      options, selection: selection, id: radioGroupID(id, options: options),
      commit: .always(onChange, change: change))
  }

  /// The identity of a radio group: `explicit`, else its kind and the titles of its options,
  /// as a row's is its kind and title.
  private static func radioGroupID(_ explicit: AnyHashable?, options: [String]) -> AnyHashable {
    SettingsRowID.make(explicit, "radio", options.joined(separator: "\n"))
  }

  /// The radio group of every family: `commit` may refuse a choice, and then the checkmark
  /// stays where it was.
  package static func radioGroup(
    _ options: [String], selection: Int?, id: AnyHashable, commit: ControlCommit<Int>
  ) -> [TableComponent] {
    /// The rows with the checkmark on `selected`, going back to `confirmed`, and `status` on
    /// the option `statusAt` (the one the user chose last).
    func rows(selected: Int?, confirmed: Int?, status: RowStatus, statusAt: Int?) -> [TableComponent] {
      // Nothing checked is the value -1 to the change run, which compares values.
      let run = ControlChangeRun<Int>(id: id, commit: commit) { engine, hint, value, confirmed, status, holds in
        let paths = optionPaths(count: options.count, group: id, near: hint, in: engine)
        guard paths.count == options.count else { return nil }
        let shown = zip(
          rows(
            selected: value < 0 ? nil : value, confirmed: confirmed < 0 ? nil : confirmed, status: status,
            statusAt: status == .idle ? nil : lastChosen.index),
          paths
        ).map { row, path in row.keepingModifiers(of: try? engine.component(at: path)) }
        try? engine.updateCells(at: paths, with: shown, animation: .none)
        // Declared again while pending or failed, the options stay as shown as long as the
        // declaration still checks the option before the change.
        for (index, row) in shown.enumerated() {
          var replacement: (@MainActor (TableComponent) -> TableComponent?)?
          if status != .idle {
            let before = CheckmarkRowData(title: options[index], isChecked: index == confirmed)
            replacement = { declared in
              declared.data(as: CheckmarkRowData.self) == before && holds?() ?? true
                ? row.keepingModifiers(of: declared) : nil
            }
          }
          engine.pendingChanges.keep(RadioOptionID(group: id, option: index), replacement: replacement)
        }
        return paths.first
      }
      return options.indices.map { index in
        commit.decorate(
          TableComponent(
            data: CheckmarkRowData(
              title: options[index], isChecked: index == selected, status: index == statusAt ? status : .idle),
            id: RadioOptionID(group: id, option: index)
          ) { context in
            lastChosen.index = index
            let first = IndexPath(row: context.indexPath.row - index, section: context.indexPath.section)
            run.change(
              to: index, shown: selected ?? -1, confirmed: confirmed ?? -1, status: status, at: first,
              in: context.engine)
          })
      }
    }
    let lastChosen = ChosenOption()
    let clamped = selection.map { options.isEmpty ? 0 : min(max($0, 0), options.count - 1) }
    return rows(selected: clamped, confirmed: clamped, status: .idle, statusAt: nil)
  }

  /// Where the group's options are: next to each other from `first` (the usual case, checked
  /// in O(options)), else wherever their identities are found.
  private static func optionPaths(
    count: Int, group: AnyHashable, near first: IndexPath?, in engine: TableEngine
  ) -> [IndexPath] {
    if let first {
      let contiguous = (0..<count).map { IndexPath(row: first.row + $0, section: first.section) }
      let isContiguous = contiguous.enumerated().allSatisfy { option, path in
        (try? engine.component(at: path))?.id == AnyHashable(RadioOptionID(group: group, option: option))
      }
      if isContiguous { return contiguous }
    }
    return (0..<count).compactMap { engine.indexPath(forRowWithID: RadioOptionID(group: group, option: $0)) }
  }
}

/// The option of a radio group the user chose last: the one a pending or failed status shows on.
@MainActor
private final class ChosenOption {
  var index: Int?
}
