import Foundation

extension TableComponent {
  /// A row that opens another screen: "Title   value ›". Selecting it pushes the screen
  /// `destination` makes on the navigator of the row's table.
  ///
  /// `destination` runs on every selection, so the child is built from the state of that
  /// moment. A push the navigator refuses is reported as ``TableDiagnostic/Kind/failed(_:)``. In a
  /// table on no navigation stack, the engine's ``TableEngine/screenOpener`` shows the screen
  /// (a SwiftUI `ComponentTableView` pushes it on the enclosing `NavigationStack`); with
  /// neither, selecting the row reports an ``TableDiagnostic/Kind/unsupportedInput(source:)``
  /// rather than doing nothing silently.
  /// Built inside ``ScreenOpening/withoutNavigation(_:)``, for a table known to have no
  /// navigation, it is a plain value row instead.
  ///
  /// ```swift
  /// TableComponent.navigationRow("Language", value: model.language) {
  ///   TableScreen(title: "Language") { TableSection(rows: [.textRow("English")]) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, on the left.
  ///   - value: The value, on the right (the current choice of the child screen).
  ///   - id: The row's identity; defaults to its kind and title.
  ///   - destination: Makes the screen to push.
  public static func navigationRow(
    _ title: String, value: String = "", id: AnyHashable? = nil,
    destination: @escaping @MainActor () -> TableScreen
  ) -> TableComponent {
    let rowID = SettingsRowID.make(id, "disclosure", title)
    if let inert = ScreenOpening.inertRow(title: title, value: value, id: rowID) { return inert }
    return TableComponent(
      data: ValueRowData(title: title, value: value, showsDisclosure: true), id: rowID
    ) { context in
      if !context.engine.openScreen(destination()) {
        reportNoNavigator(forRowTitled: title, in: context.engine)
      }
    }
    .searchDestination(destination)
  }

  /// A row showing the chosen one of `options` that opens a screen listing them all with a
  /// checkmark on the chosen one, as a Settings.bundle's `PSMultiValueSpecifier` does.
  ///
  /// Selecting an option moves the checkmark, calls `onChange` with its index, and replaces
  /// this row in the screen it was opened from so that it shows the new choice at once (the
  /// parent keeps everything else it shows, as the navigator keeps covered screens); the list
  /// stays open until the user goes back.
  ///
  /// ```swift
  /// TableComponent.pickerRow(
  ///   "Require Passcode", selection: .key(lockAfter, in: store),
  ///   options: [(0, "Immediately"), (60, "After 1 minute"), (300, "After 5 minutes")])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title of the row and of the list screen.
  ///   - selection: Where the chosen value lives (``RowValue``); a value that is none of the
  ///     options shows no value, and the list starts with the first option checked.
  ///   - options: The values and titles of the options, top to bottom. Empty: the list has no
  ///     rows.
  ///   - id: The row's identity; defaults to the key the selection lives under, else the title.
  ///   - change: May refuse a choice (the checkmark stays, the message shows on the option)
  ///     or confirm it asynchronously first (``ControlChange``); the row in the parent screen
  ///     shows a choice once it is taken.
  ///   - onChange: Called with the value of the newly chosen option.
  public static func pickerRow<Value: Equatable>(
    _ title: String, selection: RowValue<Value>, options: [(value: Value, title: String)], id: AnyHashable? = nil,
    change: ControlChange<Value> = .immediate, onChange: @escaping (Value) -> Void = { _ in }
  ) -> TableComponent {
    let index = options.firstIndex { $0.value == selection.current } ?? -1
    return pickerRow(
      title, options: options.map(\.title), selection: index, id: selection.rowID(id, "optionPicker", title: title),
      commit: selection.commit(change, onChange).choosing(from: options.map(\.value)))
  }

  /// The option picker of every family: `commit` may refuse a choice (the checkmark stays),
  /// and its context is the list's row.
  package static func pickerRow(
    _ title: String, options: [String], selection: Int, id: AnyHashable?, commit: ControlCommit<Int>
  ) -> TableComponent {
    let value = options.indices.contains(selection) ? options[selection] : ""
    let rowID = SettingsRowID.make(id, "optionPicker", title)
    if let inert = ScreenOpening.inertRow(title: title, value: value, id: rowID) {
      return commit.decorate(inert.searchKeywords(options))
    }
    let picker = TableComponent(
      data: ValueRowData(title: title, value: value, showsDisclosure: true), id: rowID
    ) { context in
      guard context.engine.canOpenScreens else {
        reportNoNavigator(forRowTitled: title, in: context.engine)
        return
      }
      // The list's own record of the choice: its builder runs again when it is refreshed.
      let choice = OptionChoice(selection)
      // The parent's engine shows the new choice in this row; held weakly, as the list need
      // not keep the parent's table alive.
      let list = TableScreen(title: title) { [weak parent = context.engine] in
        TableSection(
          id: "options",
          rows: radioGroup(
            options, selection: choice.index, id: "options",
            commit: ControlCommit(
              change: commit.change, accept: commit.accept,
              // The list's options are not the managed row; they refuse through `accept`.
              didChange: { index, context in
                choice.index = index
                commit.didChange(index, context)
                guard let parent, let path = parent.indexPath(forRowWithID: rowID) else { return }
                let row = pickerRow(title, options: options, selection: index, id: id, commit: commit)
                let shown = row.keepingModifiers(of: try? parent.component(at: path))
                try? parent.updateCell(at: path, with: shown, animation: .none)
              })))
      }
      _ = context.engine.openScreen(list)
    }
    return commit.decorate(picker.searchKeywords(options))
  }
}

/// The option an open option list shows as chosen.
@MainActor
private final class OptionChoice {
  var index: Int
  init(_ index: Int) { self.index = index }
}

/// Reports that a row which opens a screen was selected in a table
/// that is on no navigation stack, so nothing could be shown.
@MainActor
private func reportNoNavigator(forRowTitled title: String, in engine: TableEngine) {
  TableDiagnostic.report(
    TableDiagnostic(
      kind: .unsupportedInput(source: "navigationRow \"\(title)\""),
      message:
        "the row \"\(title)\" opens a screen, but its table is on no navigation stack and has no screenOpener, so nothing was shown; show the screens with ComponentTableNavigationView or UIKitTableNavigator, put a ComponentTableView in a NavigationStack, or use valueRow(_:value:id:onSelect:) and present the screen yourself"
    ))
}
