import ItineraryCore

/// The kind words of many items, as ``AnnouncementRenderer/kindWords(_:)``
/// says them, with those of a game, a fixed item and a custom one made once:
/// a list or an export says them item after item.
package struct KindWords: Sendable {
  private let renderer: AnnouncementRenderer
  private let game: String
  private let fixed: String
  private let custom: String

  package init(_ renderer: AnnouncementRenderer) {
    self.renderer = renderer
    game = renderer.kindWords(.game)
    fixed = renderer.kindWords(.fixed)
    custom = renderer.kindWords(.custom)
  }

  /// The words of `kind`: made anew for a travel item, whose words name its
  /// cities.
  package func callAsFunction(_ kind: Item.Kind) -> String {
    switch kind {
    case .game: game
    case .fixed: fixed
    case .custom: custom
    case .travel: renderer.kindWords(kind)
    }
  }
}
