import TableKit

/// The alert the scenes ask for a new item's name with (issue 14): a title, a message, one
/// text field, Cancel, and a confirming action that stays disabled while the name is blank and
/// that Return chooses, as iOS apps ask for a new list or folder's name.
@MainActor
enum NamePrompt {
  /// An alert asking for a name.
  /// - Parameters:
  ///   - title: The alert's title ("New Item").
  ///   - message: The line under it.
  ///   - placeholder: The field's gray hint ("Name").
  ///   - confirmTitle: The confirming action's title ("Add").
  ///   - onConfirm: Called with the name, its surrounding spaces trimmed, when it is chosen.
  static func makeAlert(
    title: String, message: String, placeholder: String, confirmTitle: String,
    onConfirm: @escaping @MainActor (String) -> Void
  ) -> AlertController {
    let alert = AlertController(title: title, message: message, preferredStyle: .alert)
    let confirm = AlertAction(title: confirmTitle, style: .default) { [weak alert] _ in
      let name = trimmed(alert?.textFields?.first?.text)
      guard !name.isEmpty else { return }
      onConfirm(name)
    }
    confirm.isEnabled = false
    alert.addTextField { field in
      field.placeholder = placeholder
      field.addAction(
        Action { [weak field, weak confirm] _ in
          confirm?.isEnabled = !trimmed(field?.text).isEmpty
        }, for: .editingChanged)
    }
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(confirm)
    alert.preferredAction = confirm
    return alert
  }

  /// `text` without the spaces around it ("" for nil).
  private static func trimmed(_ text: String?) -> String {
    (text ?? "").trimmingCharacters(in: .whitespaces)
  }
}
