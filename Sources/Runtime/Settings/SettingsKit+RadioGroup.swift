import Foundation

/// The identity of one option of a radio group.
struct RadioOptionID: Hashable {
  let group: AnyHashable
  let option: Int
}

extension SettingsKit {
  /// The rows of a radio group: one checkmark row per option, at most one of them checked.
  ///
  /// Selecting an unchecked option moves the checkmark to it (the group's rows are configured
  /// again in place, in one update) and calls `onChange` with its index. The rows find each
  /// other by identity, so the group keeps working when rows are inserted around it; keep its
  /// rows in one section.
  ///
  /// - Parameters:
  ///   - options: The titles of the options, top to bottom.
  ///   - selected: The index of the checked option, clamped to the options; `nil` checks none
  ///     (a stored value that is none of the options), and then every option can be chosen.
  ///   - id: The group's identity, unique in the table.
  ///   - onChange: Called with the index of the newly checked option, after the checkmark moved.
  public static func radioGroup(
    _ options: [String], selected: Int?, id: AnyHashable, onChange: @escaping (Int) -> Void = { _ in }
  ) -> [TableComponent] {
    radioGroup(options, selected: selected, id: id, commit: .always(onChange))
  }

  /// The radio group of every family: `commit` may refuse a choice, and then the checkmark
  /// stays where it was.
  package static func radioGroup(
    _ options: [String], selected: Int?, id: AnyHashable, commit: ControlCommit<Int>
  ) -> [TableComponent] {
    func rows(selected: Int?) -> [TableComponent] {
      options.indices.map { index in
        commit.decorate(
          TableComponent(
            CheckmarkCell.self, data: CheckmarkRowData(title: options[index], isChecked: index == selected),
            id: RadioOptionID(group: id, option: index)
          ) { context in
            guard index != selected else { return }
            let engine = context.engine
            let paths = optionPaths(
              count: options.count, group: id, selected: context.indexPath, index: index, in: engine)
            guard paths.count == options.count else { return }
            let change = RowChangeContext(engine: engine, indexPath: context.indexPath)
            guard commit.accept(index, change) else { return }
            try? engine.replaceRows(at: paths, with: rows(selected: index), animation: .none)
            commit.didChange(index, change)
          })
      }
    }
    return rows(selected: selected.map { options.isEmpty ? 0 : min(max($0, 0), options.count - 1) })
  }

  /// Where the group's options are: next to each other around the selected one (the usual
  /// case, checked in O(options)), else wherever their identities are found.
  private static func optionPaths(
    count: Int, group: AnyHashable, selected: IndexPath, index: Int, in engine: TableEngine
  ) -> [IndexPath] {
    let section = selected.section
    let first = selected.row - index
    let contiguous = (0..<count).map { IndexPath(row: first + $0, section: section) }
    let isContiguous = contiguous.enumerated().allSatisfy { option, path in
      (try? engine.component(at: path))?.id == AnyHashable(RadioOptionID(group: group, option: option))
    }
    if isContiguous { return contiguous }
    return (0..<count).compactMap { engine.indexPath(forRowWithID: RadioOptionID(group: group, option: $0)) }
  }
}
