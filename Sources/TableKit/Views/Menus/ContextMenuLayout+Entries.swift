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
}
