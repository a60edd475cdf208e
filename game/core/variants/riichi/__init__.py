"""The Riichi family: Riichi, Sanma and Space mahjong, their yaku, fu, points and payments."""
