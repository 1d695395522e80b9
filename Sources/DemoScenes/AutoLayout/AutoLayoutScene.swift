import TableKit

/// Cells built with Auto Layout, as most UIKit apps build theirs: a mail cell pinned with
/// anchors, contacts laid out by nested stack views, notes of any length sized by one label
/// pinned to the margins (one of its constraints from the visual format language), a question
/// that opens onto its answer (a stack view animated with `View.animate` inside the table's
/// batch), and settings rows as stack views. Every row sizes itself from its constraints
/// (`TableView.automaticDimension`).
@MainActor
public final class AutoLayoutScene: TableViewDataSource, TableViewDelegate {
  /// The scene as the catalog lists it.
  public static let scene = DemoScene(
    name: "auto-layout", title: "Auto Layout",
    summary: "cells built with anchors, stack views and the visual format, sized by constraints"
  ) { frame, _ in
    AutoLayoutScene().makeTable(frame: frame)
  }

  /// A message of the inbox.
  struct Message {
    var sender: String
    var date: String
    var subject: String
    var preview: String
    var isUnread: Bool
  }

  /// The sections, in order.
  enum Section: Int, CaseIterable {
    case inbox, contacts, notes, settings

    var title: String {
      switch self {
      case .inbox: "Inbox"
      case .contacts: "Favorites"
      case .notes: "Notes"
      case .settings: "Settings"
      }
    }
  }

  let messages = [
    Message(
      sender: "Ada Lovelace", date: "9:41", subject: "Notes on the engine",
      preview: "I have appended a table of the operations, with the variables each one "
        + "changes and what it leaves for the next.", isUnread: true),
    Message(
      sender: "Grace Hopper", date: "Yesterday", subject: "Re: the compiler",
      preview: "It works. Come and see it tomorrow morning.", isUnread: false),
    Message(
      sender: "Alan Turing", date: "Monday", subject: "Can machines think?",
      preview: "I propose to consider the question, and to begin with definitions of the "
        + "meaning of the terms machine and think.", isUnread: true),
  ]

  let contacts = [
    ("Katherine Johnson", "+1 (757) 555-0147"), ("Edsger Dijkstra", "+31 40 555 0193"),
    ("Barbara Liskov", "+1 (617) 555-0112"),
  ]

  let notes = [
    "A short note.",
    "A longer note wraps onto as many lines as it needs: the label is pinned to the content "
      + "view's margins at the top, bottom, leading and trailing edges, so Auto Layout gives "
      + "the row its height, at every width and text size.",
  ]

  let question = (
    "How does a row know its height?",
    "Its content view's subviews are pinned top to bottom, so the constraints give the row "
      + "its height. Opening this answer changes them: the table asks again, inside an "
      + "animation block."
  )
  /// Whether the question's answer shows; the cell follows it when reused.
  private(set) var isQuestionOpen = false

  let settings = [
    ("icon-airplane", "Airplane Mode", "Off"), ("icon-wifi", "Wi-Fi", "Home Network"),
    ("icon-notifications", "Notifications", ""), ("icon-display", "Display & Brightness", ""),
  ]

  /// Creates the scene's controller.
  public init() {}

  /// An inset grouped table of the sections, owning this controller.
  public func makeTable(frame: CGRect) -> TableView {
    let table = SceneTableView(frame: frame, style: .insetGrouped, controller: self)
    table.rowHeight = TableView.automaticDimension
    table.estimatedRowHeight = 60
    table.register(MailCell.self, forCellReuseIdentifier: MailCell.reuseIdentifier)
    table.register(ContactRowCell.self, forCellReuseIdentifier: ContactRowCell.reuseIdentifier)
    table.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
    table.register(DisclosureCell.self, forCellReuseIdentifier: DisclosureCell.reuseIdentifier)
    table.register(SettingRowCell.self, forCellReuseIdentifier: SettingRowCell.reuseIdentifier)
    return table
  }

  // MARK: - Data source

  /// The four sections.
  public func numberOfSections(in tableView: TableView) -> Int { Section.allCases.count }

  /// The section's rows.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    switch Section(rawValue: section) {
    case .inbox: messages.count
    case .contacts: contacts.count
    case .notes: notes.count + 1
    case .settings: settings.count
    case nil: 0
    }
  }

  /// The row's cell, of the section's kind.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let row = indexPath.row
    switch Section(rawValue: indexPath.section) {
    case .inbox:
      let cell = tableView.dequeueReusableCell(
        withIdentifier: MailCell.reuseIdentifier, for: indexPath)
      (cell as? MailCell)?.show(messages[row])
      return cell
    case .contacts:
      let cell = tableView.dequeueReusableCell(
        withIdentifier: ContactRowCell.reuseIdentifier, for: indexPath)
      (cell as? ContactRowCell)?.show(name: contacts[row].0, phone: contacts[row].1)
      return cell
    case .notes where row == notes.count:
      let cell = tableView.dequeueReusableCell(
        withIdentifier: DisclosureCell.reuseIdentifier, for: indexPath)
      if let cell = cell as? DisclosureCell {
        cell.questionLabel.text = question.0
        cell.answerLabel.text = question.1
        View.performWithoutAnimation { cell.setOpen(isQuestionOpen) }
      }
      return cell
    case .notes:
      let cell = tableView.dequeueReusableCell(
        withIdentifier: NoteCell.reuseIdentifier, for: indexPath)
      (cell as? NoteCell)?.noteLabel.text = notes[row]
      return cell
    case .settings, nil:
      let cell = tableView.dequeueReusableCell(
        withIdentifier: SettingRowCell.reuseIdentifier, for: indexPath)
      if let cell = cell as? SettingRowCell, row < settings.count {
        cell.iconView.image = Image(named: settings[row].0)
        cell.titleLabel.text = settings[row].1
        cell.valueLabel.text = settings[row].2
      }
      return cell
    }
  }

  /// The section's title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    Section(rawValue: section)?.title
  }

  // MARK: - Delegate

  /// Only the question is selectable: tapping it opens or closes its answer.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  {
    isQuestion(indexPath) ? indexPath : nil
  }

  /// Opens or closes the answer as UIKit code does: inside an animation block the cell
  /// changes and an empty batch has the table measure the row again.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard isQuestion(indexPath) else { return }
    isQuestionOpen.toggle()
    let cell = tableView.cellForRow(at: indexPath) as? DisclosureCell
    View.animate(withDuration: 0.3) {
      cell?.setOpen(isQuestionOpen)
      tableView.performBatchUpdates(nil)
    }
  }

  private func isQuestion(_ indexPath: IndexPath) -> Bool {
    Section(rawValue: indexPath.section) == .notes && indexPath.row == notes.count
  }
}
