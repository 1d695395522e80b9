import Foundation

/// A table cell, as `UITableViewCell`: one element reading its texts (title, then detail or
/// subtitle, or a custom cell's labels in order), a button where the row can be selected,
/// selected when it is (or shows a checkmark), a switch accessory's value, its row's swipe and
/// editing actions, and a detail button as its own "More Info" element inside it. It can be
/// checked (`checkState`) where it shows a checkmark, a selection circle or a switch. A cell
/// holding an editable text is no element: its parts are read instead.
struct CellAccessibility: AccessibilityBehavior {
  let cell: TableViewCell

  /// The accessory in force: the editing one while editing, as the cell draws.
  private var accessory: (view: View?, type: TableViewCell.AccessoryType) {
    if cell.isEditing, cell.editingAccessoryView != nil || cell.editingAccessoryType != .none {
      return (cell.editingAccessoryView, cell.editingAccessoryType)
    }
    if cell.isEditing, cell.hidesAccessoryWhenEditing { return (nil, .none) }
    return (cell.accessoryView, cell.accessoryType)
  }

  private var accessorySwitch: Switch? { accessory.view as? Switch }

  /// One element, unless it holds a text someone edits (a form's title field, a note's text
  /// view): then its parts are read one by one, as VoiceOver reaches the field inside such a
  /// UIKit cell, so that the field can be focused, edited and its commands performed.
  var isElement: Bool { !holdsEditableText }

  /// Whether a visible text field or text view that takes text or a selection is inside the
  /// content or the accessory.
  private var holdsEditableText: Bool {
    func holds(_ view: View) -> Bool {
      guard !view.isHidden, view.alpha > 0.01 else { return false }
      if let field = view as? TextField { return field.isEnabled }
      if let textView = view as? TextView { return textView.isEditable || textView.isSelectable }
      return view.subviews.contains(where: holds)
    }
    return holds(cell.contentView) || accessory.view.map(holds) == true
  }

  var label: String? {
    var labels = cell.contentView.accessibilityLabelsOfDescendants()
    if let view = accessory.view, !(view is Switch) {
      labels += view.isAccessibilityElement
        ? [view.accessibilityLabel].compactMap { $0 } : view.accessibilityLabelsOfDescendants()
    }
    return labels.isEmpty ? nil : labels.joined(separator: ", ")
  }

  var value: String? { accessorySwitch?.accessibilityValue }

  var traits: AccessibilityTraits {
    var traits: AccessibilityTraits = []
    if let table = cell.owningTable, table.userSelectionIsAllowed { traits.insert(.button) }
    if cell.isSelected || showsCheckmark {
      traits.insert(.selected)
    }
    if let toggle = accessorySwitch {
      traits.formUnion(toggle.accessibilityTraits.subtracting(.selected))
    }
    return traits
  }

  /// A selection circle (multiple selection while editing) is checked while the row is
  /// selected; a switch while on; a checkmark is checked. A row without an accessory among
  /// rows of its section that show a checkmark on screen (a list of choices, as Settings')
  /// is an unchecked choice; other rows cannot be checked.
  var checkState: AccessibilityCheckState? {
    if cell.isEditing, cell.editingState.showsSelectionCircle {
      return AccessibilityCheckState(cell.isSelected)
    }
    if let toggle = accessorySwitch { return AccessibilityCheckState(toggle.isOn) }
    if showsCheckmark { return .checked }
    guard accessory.view == nil, accessory.type == .none, let table = cell.owningTable,
      let section = table.indexPath(for: cell)?.section
    else { return nil }
    let choices = table.visibleCells.contains { other in
      other !== cell && table.indexPath(for: other)?.section == section
        && CellAccessibility(cell: other).showsCheckmark
    }
    return choices ? .unchecked : nil
  }

  /// Whether the accessory in force is a checkmark.
  private var showsCheckmark: Bool { accessory.view == nil && accessory.type == .checkmark }

  var customActions: [AccessibilityCustomAction] {
    cell.owningTable?.accessibilityCustomActions(forRowOf: cell) ?? []
  }

  var elements: [Any]? {
    guard let frame = cell.detailButtonHitFrame else { return nil }
    let moreInfo = AccessibilityElement(accessibilityContainer: cell)
    moreInfo.accessibilityLabel = SystemStrings(for: cell)[.moreInfo]
    moreInfo.accessibilityTraits = .button
    moreInfo.accessibilityFrameInContainerSpace = frame
    moreInfo.accessibilityActivateBlock = { [weak cell] in
      guard let cell, let table = cell.owningTable, let row = table.indexPath(for: cell) else {
        return false
      }
      table.dataReader.accessoryButtonTapped(forRowAt: row)
      return true
    }
    return [moreInfo]
  }

  /// A row with a switch flips it, as a double tap on iOS's settings rows does; any other row
  /// is selected as a tap selects it.
  func activate() -> Bool {
    if let toggle = accessorySwitch { return toggle.accessibilityActivate() }
    guard let table = cell.owningTable, table.userSelectionIsAllowed,
      let row = table.indexPath(for: cell)
    else { return false }
    table.userSelectRow(at: row)
    return true
  }
}
