import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The box behind `TableComponent`: the conformances of a row's data decide how a diff compares
/// it (content by `==`, identity from an `id:` or from `Hashable` or `Identifiable` data), and
/// the box configures only views of its class and stores a selection only when there is one.
@MainActor
@Suite struct ComponentBoxTests {
  @Test func equatableDataHasTheSameContentOnlyWhenEqual() {
    let a = TableComponent(SwitchCell.self, data: SwitchState(title: "Wi-Fi", isOn: true), id: "wifi")
    let same = TableComponent(SwitchCell.self, data: SwitchState(title: "Wi-Fi", isOn: true), id: "wifi")
    let changed = TableComponent(SwitchCell.self, data: SwitchState(title: "Wi-Fi", isOn: false), id: "wifi")
    #expect(a.box.hasSameContent(as: same.box))
    #expect(!a.box.hasSameContent(as: changed.box))
  }

  /// Data that cannot be compared is never the same content as another box: the diff must
  /// configure the row again. The very same box is.
  @Test func dataThatCannotBeComparedIsOnlyTheSameAsItself() {
    let a = TableComponent(ValueCell.self, data: TitleValue(title: "t", value: "v"), id: 1)
    let b = TableComponent(ValueCell.self, data: TitleValue(title: "t", value: "v"), id: 1)
    #expect(!a.box.hasSameContent(as: b.box))
    #expect(a.box.hasSameContent(as: a.box))
    #expect(a.box.hasSameIdentity(as: b.box), "the explicit id still pairs them")
  }

  @Test func hashableDataIsItsOwnIdentityUnlessAnIdIsGiven() {
    let a = label("row")
    #expect(a.box.identity == AnyHashable("row"))
    #expect(a.box.hasSameIdentity(as: label("row").box))
    #expect(!a.box.hasSameIdentity(as: label("other").box))
    let explicit = TableComponent(LabelCell.self, data: "row", id: 42)
    #expect(explicit.box.identity == AnyHashable(42))
    #expect(explicit.box.identityKey == TableComponent(LabelCell.self, data: "changed", id: 42).box.identityKey)
  }

  @Test func identitiesOfDifferentTypesNeverMatch() {
    let int = TableComponent(LabelCell.self, data: "a", id: 1)
    let double = TableComponent(LabelCell.self, data: "a", id: 1.0)
    // `AnyHashable` finds them equal; their keys, which pairing compares first, do not.
    #expect(AnyHashable(1) == AnyHashable(1.0))
    #expect(int.box.identityKey != double.box.identityKey)
  }

  @Test func aBoxConfiguresOnlyViewsOfItsClass() {
    let row = label("shown")
    let cell = LabelCell()
    #expect(row.box.configure(cell, in: ViewCatalog()))
    #expect(cell.text == "shown")
    #expect(!row.box.configure(ValueCell(), in: ViewCatalog()))
  }

  @Test func selectionIsStoredOnlyWhenThereIsAClosure() {
    let plain = label("plain")
    #expect(!plain.box.hasSelectionHandler)
    #expect(plain.box.deselectsAfterSelection)
    let acting = TableComponent(LabelCell.self, data: "acting", deselectsAfterSelection: false) { _ in }
    #expect(acting.box.hasSelectionHandler)
    #expect(!acting.box.deselectsAfterSelection)
  }

  @Test func optionsAreMadeOnlyForRowsThatHaveSome() {
    #expect(label("bare").box.options == nil)
    let custom = TableComponent(LabelCell.self, data: "x", reuseIdentifier: "pool")
    #expect(custom.box.options?.reuseIdentifier == "pool")
    #expect(custom.box.hasCustomReuseIdentifier)
  }
}
