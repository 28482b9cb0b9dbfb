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
  /// ```swift
  /// TableComponent.radioGroup(selection: .value(model.theme), options: [(.light, "Light"), (.dark, "Dark")]) {
  ///   model.theme = $0
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - selection: Where the checked value lives (``RowValue``); a value that is none of the
  ///     options checks none, and then every option can be chosen.
  ///   - options: The values and titles of the options, top to bottom.
  ///   - id: The group's identity, unique in the table; by default the key the selection lives
  ///     under, else its kind and the titles of its options, so give one to two groups with the
  ///     same options in one table.
  ///   - change: May refuse a choice (the checkmark stays, the message shows on the option
  ///     chosen) or confirm it asynchronously first (``ControlChange``).
  ///   - onChange: Called with the value of the newly checked option, after the checkmark moved.
  public static func radioGroup<Value: Equatable>(
    selection: RowValue<Value>, options: [(value: Value, title: String)], id: AnyHashable? = nil,
    change: ControlChange<Value> = .immediate, onChange: @escaping (Value) -> Void = { _ in }
  ) -> [TableComponent] {
    let titles = options.map(\.title)
    let groupID = selection.key.map { SettingsRowID.make(id, "radio", key: $0) } ?? radioGroupID(id, options: titles)
    let chosen = selection.commit(change, onChange).choosing(from: options.map(\.value))
    // The key names the group, not an option: the options carry no identifier of it.
    let commit = ControlCommit(
      change: chosen.change, accept: chosen.accept, didChange: chosen.didChange,
      decorate: { chosen.decorate($0).accessibilityIdentifier(nil) })
    return radioGroup(
      titles, selection: options.firstIndex { $0.value == selection.current }, id: groupID, commit: commit)
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
