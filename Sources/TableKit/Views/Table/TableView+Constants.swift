import Foundation

extension TableView {
  /// A height that asks the table to size a row, header or footer from its content.
  nonisolated public static let automaticDimension: CGFloat = -1

  /// The section index title that shows as a magnifying glass.
  nonisolated public static let indexSearch = "{search}"

  /// Posted when the user changes the selection (not for programmatic selection).
  nonisolated public static let selectionDidChangeNotification = Notification.Name(
    "TableViewSelectionDidChangeNotification")
}
