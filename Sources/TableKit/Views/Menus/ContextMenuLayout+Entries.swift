import Foundation

extension ContextMenuLayout {
  /// The entries that draw `groups` of actions, with their images' sizes from `images`.
  /// - Complexity: O(*n*) in the number of actions.
  @preconcurrency @MainActor
  public static func entries(for groups: [[Action]], images: any ImageProviding) -> [[Entry]] {
    groups.map { group in
      group.map { action in
        Entry(
          title: action.title, image: action.image,
          imageSize: action.image.flatMap { images.size(of: $0) },
          attributes: action.attributes, state: action.state)
      }
    }
  }

  /// The entries that draw `groups` of menu elements: actions as `entries(for:images:)` draws
  /// them, submenus as rows with a chevron and their image (enabled, in the label color), and
  /// `header`, when given, as an open submenu's header on top of the first group.
  /// - Complexity: O(*n*) in the number of elements.
  @preconcurrency @MainActor
  public static func entries(
    forElements groups: [[MenuElement]], header: Menu? = nil, images: any ImageProviding
  ) -> [[Entry]] {
    var entries = groups.map { group in
      group.map { element in
        if let action = element as? Action {
          return Entry(
            title: action.title, image: action.image,
            imageSize: action.image.flatMap { images.size(of: $0) },
            attributes: action.attributes, state: action.state)
        }
        return Entry(
          title: element.title, image: element.image,
          imageSize: element.image.flatMap { images.size(of: $0) }, kind: .submenu)
      }
    }
    if let header {
      let row = Entry(title: header.title, kind: .submenuHeader)
      if entries.isEmpty { entries = [[row]] } else { entries[0].insert(row, at: 0) }
    }
    return entries
  }
}
