# 简体中文。每条消息的 id 与 en/leapfrog.ftl 一一对应（有测试检查）。
title = Leapfrog 跳棋集
subtitle = 经典的跳吃与围吃棋类游戏
play = 开始
settings = 设置
menu = 主菜单
back = 返回
new-game = 新对局
restart = 重新开始
undo = 悔棋
redo = 重做
hint = 提示
pause = 暂停
resume = 继续
moves = 步数
start = 开局
thinking = 思考中…
to-move = 轮到{ $name }
passes = { $name }无处可下，跳过
board = 棋盘
human = 玩家
computer = 电脑
strength = 棋力
animation-speed = 动画速度
instant = 即时
show-legal = 显示可走位置
draw = 和棋
wins = { $name }胜
data-error = 数据文件有错误
dismiss = 关闭
seats = 座位
seats-note = 座位按行棋顺序排列；每局用到的座位数等于该棋的方数（黑白棋和国际跳棋为两方）。棋力从 1 起，数越大越强；高于一种棋的最高棋力时，按该棋最强的棋力下。
seat = 座位
name = 名字
player = 执棋者
game-name = 棋类自带的名字
colour = 颜色
game-colour = 棋类默认
piece-colours-black = 黑
piece-colours-white = 白
piece-colours-red = 红
piece-colours-blue = 蓝
piece-colours-yellow = 黄
piece-colours-purple = 紫
piece-colours-green = 绿
capture-compulsory = 必须吃子：只有标出的棋子可以走，而且必须吃。
pdn = PDN
pdn-export = 本局的 PDN 棋谱（选中后复制，或点“复制”）：
copy = 复制
pdn-import = 在此粘贴 PDN 棋谱并载入：
load = 载入
start-position = 开局
usual-start = 标准开局
strength-names-greedy = 贪吃
strength-names-novice = 新手
strength-names-casual = 休闲
strength-names-club = 棋社
strength-names-strong = 强手
strength-names-expert = 专家
tour-title = 骑士巡游
tour-place = 点击一个格子放下马。
tour-move = 点击高亮的格子跳过去。
tour-solved = 巡游完成！
tour-closed-solved = 闭合巡游完成！
tour-not-closed = 每格都走过了，但最后一格与第一格不是一步马的距离。
tour-dead-end = 走进死路：够得着的格子都走过了。悔棋后再试。
tour-no-way = 求解器没能从这里找到走完的路线。悔棋后再试。
tour-visited = 已走
tour-solve = 从此处求解
tour-stop = 停止
tour-replay = 回放
tour-solving = 求解中…
tour-rows = 行数
tour-cols = 列数
tour-closed = 闭合巡游挑战
tour-level = 关卡
tour-free-board = 自由棋盘
peg-title = 孔明棋
peg-levels = 关卡
peg-level-select = 选择关卡
peg-pick = 点一枚棋子，再点它落下的位置（或直接点落点）。
peg-solved = 解开了！
peg-solved-in = 用 { $moves } 步解开
peg-no-moves = 已无子可跳，目标未达成。悔棋后再试。
peg-limit = 步数用完，目标未达成。悔棋后再试。
peg-solvable = ● 仍可解
peg-unsolvable = ● 已无解
peg-checking = ● 检查中…
peg-solve = 求解
peg-stop = 停止
peg-previous = ◀ 上一关
peg-next = 下一关 ▶
peg-pieces-left = 剩余棋子
peg-best = 最佳
peg-editor = 关卡编辑器
star-moves = 步数
star-par = 标准步数
star-proven = 已证明最少
star-best = 你的最佳
star-game = 对局
star-solo = 单人
star-solo-levels = 单人关卡
star-solo-title = 单人跳棋关卡
star-free-play = 自由对局
star-places = 名次
jump-games = 全部游戏
jump-select-title = 跳吃类游戏
jump-group-draughts = 跳棋变体
jump-group-capture = 吃子游戏
jump-group-race = 竞速游戏
jump-group-puzzle = 谜题
jump-seats = { $n } 人
jump-removal = 开局：从棋盘上拿走自己的一枚棋子。
language = 语言
seat-numbered = 座位 { $n }

## 主菜单卡片：每个已注册的棋类有 game-<id> 与 game-<id>-blurb。
game-reversi = 黑白棋
game-reversi-blurb = 夹住就翻：6x6、8x8、10x10。
game-draughts = 国际跳棋
game-draughts-blurb = 俄式玻璃跳棋、10x10 国际跳棋等。
game-bigman = 大人跳棋
game-bigman-blurb = 把大人棋子送到对面底线。
game-gomoku = 五子棋
game-gomoku-blurb = 五子连珠：无禁手、标准、连珠、Caro；冲四与活三谜题。
game-chinese-checkers = 中国跳棋
game-chinese-checkers-blurb = 借子连跳穿越星盘，2 到 6 人对局，另有单人关卡。
game-peg = 孔明棋
game-peg-blurb = 跳过一子就吃掉它，直到只剩一枚。
game-tour = 骑士巡游
game-tour-blurb = 用马走遍每一格，每格一次。

## 各棋类自带的座位名。
seat-black = 黑方
seat-white = 白方
seat-red = 红方
seat-green = 绿方
seat-blue = 蓝方
seat-yellow = 黄方
seat-purple = 紫方
seat-player = 玩家

## 拼接而成的消息。
elo = 等级分 { $elo }
download-failed = 无法下载（{ $reason }）
reversi-weights-fallback = { $problem }；黑白棋电脑改用手工设定的评估
not-utf8 = 不是 UTF-8 文本
settings-damaged-moved = 设置文件已损坏（{ $reason }）；已移到 { $aside }，改用默认设置
settings-damaged-stuck = 设置文件已损坏（{ $reason }），且无法移走：{ $error }
file-moved-aside = （文件已移到 { $aside }，未载入）
file-not-moved = （无法移走：{ $error }）
cannot-read = 无法读取：{ $error }

## 国际跳棋习题的目标（与关卡文件中的英文对应）。
goal-white-to-play-and-win = 白先胜
goal-black-to-play-and-win = 黑先胜
goal-white-to-play-and-draw = 白先和
goal-black-to-play-and-draw = 黑先和

## PDN 载入。
pdn-error-at = 第 { $line } 行第 { $column } 列：{ $message }
pdn-no-game = 文本中没有找到棋局
pdn-move-refused = 回放时有一步棋不合规则
pdn-loaded = 已载入 { $moves } 步
pdn-loaded-draw = 已载入 { $moves } 步：按规则此时已判和（棋谱记到第 { $recorded } 步）

## 孔明棋目标。
peg-goal-one = 目标：只剩一枚棋子{ $limit ->
    [0] {""}
   *[other] ，最多 { $limit } 步
}
peg-goal-one-at = 目标：只剩一枚棋子，且在 { $hole }{ $limit ->
    [0] {""}
   *[other] ，最多 { $limit } 步
}
peg-goal-named = 目标：只剩从 { $hole } 出发的那枚棋子{ $limit ->
    [0] {""}
   *[other] ，最多 { $limit } 步
}

## 五子棋。
gomoku-opening = 开局
gomoku-swap2 = 二次交换（Swap2）
gomoku-stones = 棋子
gomoku-move-numbers = 显示手数
gomoku-plays-black = { $name }执黑
gomoku-forbidden = { $point } 是黑棋禁手：{ $why }
gomoku-foul-overline = 长连（六子或更多连成一线）
gomoku-foul-double-four = 四四（同时形成两个四）
gomoku-foul-double-three = 三三（同时形成两个活三）
gomoku-win-in = { $moves } 步取胜
gomoku-moves = { $moves } 步
swap2-first-three = 二次交换：先手方依次放黑、白、黑
swap2-choose = 二次交换：选执黑、选执白，或再放两子
swap2-next-two = 二次交换：先放白，再放黑
swap2-choose-final = 二次交换：先手方选择颜色
swap2-take-black = 执黑
swap2-take-white = 执白
swap2-place-two = 再放两子
gomoku-puzzles-button = 谜题…
gomoku-free-play = 自由对局
gomoku-puzzles-title = 五子棋 · 谜题
gomoku-pack-vcf = 连续冲四取胜（VCF）
gomoku-pack-vct = 冲四活三取胜（VCT）

## 孔明棋关卡编辑器。
editor-rows = 行
editor-columns = 列
editor-tool = 点击工具
editor-no-hole = 无孔
editor-empty-hole = 空孔
editor-piece = 棋子
editor-goal-cell = 目标格
editor-colour-ivory = 象牙白
editor-colour-dark = 深色
editor-colour-red = 红
editor-colour-green = 绿
editor-colour-blue = 蓝
editor-colour-yellow = 黄
editor-jumps = 跳法
editor-four-directions = 4 个方向
editor-six-directions = 6 个方向（三角）
editor-goal = 目标
editor-goal-one = 剩一枚
editor-goal-one-at = 剩一枚且在目标格
editor-goal-named = 只剩目标格上的那枚
editor-at-most = 最多
editor-moves = 步
editor-title = 标题
editor-file = 文件
editor-check = 检查
editor-test-play = 试玩
editor-save = 保存
editor-saved = 已保存到 { $path }
editor-checking = 检查中…
editor-undecided = 未能判定：{ $why }
editor-not-solvable = 无解：{ $why }
editor-solvable = 有解
editor-difficulty = 难度 { $score }（随机乱跳有 { $percent } % 的机会解开）
editor-rating = { $solutions } 种解法；{ $first } 个第一步中有 { $losing } 个必输；最少 { $fewest } 步
editor-too-large = 太大，无法在此评级。
editor-desktop-only = 保存关卡需要桌面版
export-picture = 保存图片（PNG）
export-game = 保存对局动画（GIF）
export-saved = 已保存 { $path }
export-failed = 导出失败：{ $error }
mod-open = 打开关卡或变体文件…
mod-not-ron = 关卡或变体文件的扩展名应为 .ron
mod-loaded = 已载入 { $file }：在“{ $game }”中可以找到
show-coordinates = 显示坐标
shortcuts = 键盘
shortcut-list =
    方向键：在棋盘上移动光标
    回车或空格：选中或下在光标处
    Esc：取消未完成的一步
    U / R：悔棋 / 重做
    H：提示    N：新对局
volume = 音量
mute = 静音

## 玩法说明：每个已注册棋类的 rules-<id>。
how-to-play = 玩法
rules-first-move = 第一步示例：开局，以及走完这一步后的局面。
rules-reversi =
    黑白双方轮流在空格上放一枚自己颜色的棋子。
    新放的棋子必须与己方另一枚棋子在横、竖或斜线上夹住一枚或多枚连续的对方棋子，被夹住的棋子全部翻成己方颜色。
    无处可夹的一方跳过；双方都无法落子时对局结束。
    棋子多的一方获胜。角上的棋子永远不会被翻转，值得争夺。
rules-draughts =
    两人对下，白方先走。普通棋子沿斜线向前走一格到空的深色格。
    吃子时斜跳过相邻的敌子（向前向后均可），落到其后紧邻的空格，能继续跳就一直跳；被吃的棋子在这一步结束时移走。
    有子可吃必须吃。国际跳棋（10x10）必须吃最多的子；俄式玻璃跳棋（8x8）可任选一种吃法。
    走到对方底线的棋子升为王，王可沿整条斜线飞行移动和吃子。
    没有棋子或无棋可走的一方输。重复局面和长时间只有王走动的残局判和。
rules-bigman =
    按 8x8 跳棋的规则下，但王不能飞行。每方还有一个“大人物”，骑在己方的一枚棋子上。
    一步可以不走棋子，而是让大人物跳到斜向相邻的另一枚己方棋子上。
    驮着大人物的棋子可以前后走和吃；走到对方底线的普通棋子成为“双子”，也可以前后走和吃。
    把驮着大人物的棋子送到对方底线，或吃光对方所有棋子即获胜；驮着大人物的棋子被吃则输。有子必吃。
rules-gomoku =
    黑白双方轮流在空交叉点上落子，黑先。先在横、竖或斜线上连成五子者胜。
    无禁手：五子或更多均胜。标准：必须正好五子，六子以上不算。
    连珠：黑棋不能下三三、四四和长连（禁手点会标出），且必须正好五子；白棋五子以上都算胜。
    Caro：两端都被堵住的五子不算胜。
    二次交换开局：先手放三子；后手选择执黑、执白，或再放两子让先手选色。
rules-chinese-checkers =
    每位玩家的十颗弹珠起初占满星盘的一个角，目标是全部走进对面的角。
    一步可以走到相邻的空孔，也可以连续跳：每跳越过一颗相邻的弹珠（谁的都行）落到它后面紧邻的空孔，连跳可在任意一跳后停止。
    最先占满对面角的玩家获胜，其余玩家继续争夺名次。
    单人关卡：用尽量少的步数把弹珠全部送过去，与标准步数比较。
rules-peg =
    让一枚棋子跳过相邻的棋子，落到其后紧邻的空孔，被跳过的棋子拿掉。
    每一步都必须是跳。一直跳到达成关卡目标：通常剩一枚，有时要求落在指定孔上，或只剩标记的那枚，有时还限定步数。
    标记会告诉你当前局面是否仍然可解；提示和求解器会给出走法。
rules-tour =
    把马放在任意一格，然后像国际象棋的马那样跳：一个方向走两格，再转直角走一格。
    每格恰好走一次。闭合巡游要求最后一格与第一格相差一步马。
    格中数字表示走过的顺序；求解器可以从当前位置替你走完。
theme = 棋盘主题
theme-felt = 绿色台呢
theme-wood = 经典木纹
theme-contrast = 高对比度
ui-scale = 界面大小
autosave-damaged = 存档已损坏（{ $problem }）；已移到 { $aside }
autosave-not-resumed = 无法恢复存档：{ $why }；改为开始新对局
continue = 继续
continue-detail = { $game } · 已走 { $moves } 步

# Level tiles in the level selects.
tile-best-par = 最佳 { $best } / 最少 { $par }
tile-best = 最佳 { $best }
tile-par = 最少 { $par } 步
tile-difficulty = 难度 { $score }：随机乱跳约 { $odds } 次才解开一次

## 错误文本：每条 err-* 与英文文件中的同名模板对应（src/i18n/error_text.rs），
## 数据读取、规则和 RON 解析器给出的英文错误在屏幕上以玩家的语言显示。
err-ron-eof = RON 文件意外结束
err-ron-array = 这里应有左方括号 `[`
err-ron-array-end = 这里应有右方括号 `]`
err-ron-boolean = 这里应是布尔值（true 或 false）
err-ron-comma = 这里应有逗号
err-ron-char = 这里应是一个字符
err-ron-float = 这里应是小数
err-ron-integer = 这里应是整数
err-ron-option = 这里应是可选值（Some(...) 或 None）
err-ron-close = 这里应有右括号 `)`
err-ron-map = 这里应有左花括号 `{"{"}`
err-ron-map-colon = 这里应有冒号
err-ron-map-end = 这里应有右花括号 `{"}"}`
err-ron-struct-name = 这里应是结构 { $expected }，却是 { $found }
err-ron-open = 这里应有左括号 `(`
err-ron-open-struct = 结构 { $name } 这里应有左括号 `(`
err-ron-unit = 这里应是空值 ()
err-ron-string = 这里应是字符串
err-ron-string-end = 字符串没有结束
err-ron-identifier = 这里应是名称
err-ron-integer-bounds = 整数超出范围
err-ron-digit = { $digit } 不是 { $base } 进制整数的数字
err-ron-block-comment = 块注释没有结束
err-ron-char-unexpected = 意外的字符 { $char }
err-ron-trailing = 结尾有多余的字符
err-ron-value = 这里应是 { $expected }，却是 { $found }
err-ron-variant-in = 枚举 { $outer } 中没有名为 { $found } 的选项，{ $expected }
err-ron-variant = 没有名为 { $found } 的选项，{ $expected }
err-ron-field-in = { $outer } 中没有名为 { $found } 的字段，{ $expected }
err-ron-field = 没有名为 { $found } 的字段，{ $expected }
err-ron-missing-in = { $outer } 缺少字段 { $field }
err-ron-missing = 缺少字段 { $field }
err-ron-duplicate-in = { $outer } 中字段 { $field } 出现了两次
err-ron-duplicate = 字段 { $field } 出现了两次
err-ron-one-of = 应为以下之一：{ $list }
err-ron-either = 应为 { $first } 或 { $second }
err-ron-only = 应为 { $only }
err-ron-no-fields = 这里没有任何字段
err-ron-no-variants = 这里没有任何选项
err-file-too-big = 文件有 { $bytes } 字节；关卡或变体文件最多 { $most } 字节
err-file-kind = 数据文件应以 { $kinds } 开头，却是 { $found }
err-no-struct-name = 没有结构名
err-cannot-solve = 这一关无解：{ $why }
err-proof-nodes = 证明超过了 { $nodes } 个节点
err-proof-long = 证明用时太长
err-unknown-variant-shipped = 未知变体 `{ $name }`；自带的有：{ $shipped }
err-unknown-variant = 未知变体 `{ $name }`
err-game-type-named = GameType { $number }（{ $name }）不是自带的变体
err-game-type = GameType { $number } 不是自带的变体
err-no-move-in-position = 这个局面中轮到的一方无棋可走
err-star-move-limit = `move_limit` 应为 0（不限）到 { $most }，却是 { $found }
err-star-seats = 对局需要 2 到 6 个座位，却有 { $found } 个（单人玩法是 ChineseCheckersSolo 关卡）
err-star-seat = 座位为 1 到 6，却是 { $found }
err-listed-twice = { $what } 列出了两次
err-star-goal-count = { $marbles } 颗弹珠，却有 { $goal } 个目标孔
err-star-goal-triangle = 目标必须在座位 { $seat } 的目标三角内
err-star-solution-goal = 解法没有到达目标
err-star-below-par = 解法只用 { $moves } 步，少于标准步数 { $par }
err-star-proven-par = 已证明的标准步数 { $par } 需要同样长度的解法，却是 { $found } 步
err-star-fewest = 最少步数是 { $fewest }，文件写的是 { $said }
err-gomoku-size = `size` 应为 { $least } 到 { $most }，却是 { $size }
err-gomoku-rows = `board` 应有 { $least } 到 { $most } 行，却有 { $size } 行
err-gomoku-row-length = 第 { $row } 行不是 { $size } 格
err-gomoku-row-mark = 第 { $row } 行有 `{ $bad }`：应为 `.`、`x` 或 `o`
err-move-why = `{ $move }`：{ $why }
err-gomoku-no-five = 解法没有以进攻方的五连结束
err-gomoku-moves-said = 解法用了进攻方 { $moves } 步，文件写的是 { $said }
err-gomoku-shorter = 存在更短的胜法
err-gomoku-no-win = 求解器在这么多步内找不到胜法
err-gomoku-first-moves = 获胜的第一步是 { $moves }，文件写的是 { $said }
err-peg-marks-help = 用 #（无孔）、.（空孔）或棋子字母：o x r g b y
err-peg-no-pieces = 这一关没有棋子
err-peg-goal-hole = `{ $hole }` 不是这个棋盘上的孔（孔的写法：{ $naming }）
err-peg-naming-grid = 图中的行,列，例如 4,4
err-peg-naming-points = 点的编号，例如 7
err-peg-goal-piece = { $hole } 上没有可以留到最后的棋子
err-peg-max-moves-zero = `max_moves` 至少为 1（或 None 表示不限）
err-peg-max-moves = `max_moves` 是 { $max }，但 { $pieces } 个棋子最多只能走 { $most } 步
err-peg-board-mark = `{ $mark }` 不是棋盘标记：{ $help }
err-peg-point-mark = `{ $mark }` 不是点的标记：用 .（空）或棋子字母：o x r g b y
err-peg-point-count = `pieces` 有 { $marks } 个标记，棋盘有 { $points } 个点（每点一个标记，按编号顺序）
err-peg-no-holes = 棋盘上没有孔
err-peg-too-many-holes = 棋盘有 { $holes } 个孔，最多允许 { $most } 个
err-peg-lattice = 孔 { $row },{ $column } 不在三角网格上：六方向棋盘上同一行的相邻孔隔两个字符，每行错开一格
err-peg-no-point = 这个棋盘上没有点 { $point }
err-peg-point-twice = 点 { $point } 在一条线中出现了两次
err-reversi-rows = `start` 应有 { $least } 到 { $most } 行，却有 { $size } 行
err-reversi-row-length = 第 { $row } 行有 { $cells } 格，应为 { $size } 格（棋盘是正方形）
err-reversi-row-mark = 第 { $row } 行有 `{ $bad }`，应为 `.`（空）、`x`（黑）或 `o`（白）
err-not-shipped = `{ $name }` 既不是自带的名称{ $listed }，也不是可读的文件：{ $why }
err-tour-side = `{ $field }` 应为 1 到 { $most }，却是 { $side }
err-tour-start = 起点（{ $row }, { $column }）不在 { $rows }x{ $columns } 棋盘上（行列从 1 数起）
err-draughts-size = size 应为 4 到 10 的偶数，却是 { $size }
err-draughts-rows = rows_of_men 必须在双方之间留出空行：1 到 { $most }，却是 { $rows }
err-draughts-repetitions = draw_repetitions 应为 0（不限）到 { $most }，却是 { $found }
err-draughts-king-moves = draw_king_moves 应为 1 到 { $most }（或 None），却是 { $found }
err-draughts-figure = 大人起点 `{ $square }` 不是该方有兵的格子
err-draughts-square = `{ $square }` 不是 { $size }x{ $size } 棋盘上的格子
err-draughts-light = `{ $square }` 是浅色格；棋子只放在深色格上
err-fen-side = 局面字符串以 W 或 B（轮到的一方）开头，却是 `{ $found }`
err-fen-colour = 格子列表前应有 W 或 B，却是 `{ $found }`
err-fen-twice = 格子 `{ $square }` 列出了两次
err-fen-range = 范围 `{ $range }` 是倒着写的
err-pdn-bad-fen = FEN 有误：{ $why }
err-pdn-illegal = 第 { $number } 步不合法：{ $move }（{ $why }）
err-pdn-ambiguous = 第 { $number } 步有歧义：{ $move }（有 { $count } 种吃法符合，且不止一种能让后面的棋谱走下去；请写出中间经过的格子）
err-pdn-ambiguous-squares = 有歧义：从 { $from } 到 { $to } 有 { $count } 种吃法；请写出中间经过的格子
err-pdn-over = 对局已经结束
err-pdn-no-piece-white = { $square } 上没有白方棋子
err-pdn-no-piece-black = { $square } 上没有黑方棋子
err-pdn-capture-elsewhere = 别处有必须吃的子
err-pdn-capture = 必须吃子，而这步不是吃子
err-pdn-not-legal = 不是合法的一步
err-pdn-never-closed = `{ $open }` 没有闭合
err-pdn-tag = 标签的写法是 [Name "value"]
err-pdn-tag-value = 标签的值没有闭合
err-pdn-tag-end = 标签后应有 `]`
err-pdn-no-opening = `{ $char }` 没有对应的开头
err-pdn-word = `{ $word }` 不是着法、步数或结果
err-not-legal-here = `{ $move }` 在这里不合法（合法的有：{ $legal }）
err-peg-not-hole = `{ $hole }` 不是这个棋盘上的孔
err-peg-move-form = `{ $move }` 不是着法：用 `-` 连接跳过的孔，例如 { $from }-{ $to }
err-peg-no-jump = 这个棋盘上没有从 { $from } 到 { $to } 的跳法
err-peg-illegal = 第 { $number } 步不合法：{ $why }
err-peg-no-piece-over = { $hole } 上没有可跳过的棋子
err-peg-no-piece = { $hole } 上没有棋子
err-peg-not-empty = { $hole } 不是空孔
err-peg-protected = { $hole } 上的棋子不能被跳过
err-peg-solved = 这一关已经解开了
err-peg-move-limit = 这将是第 { $number } 步，最多只能走 { $most } 步
err-star-hole-rows = `{ $hole }` 不是孔：行为 a 到 q
err-star-hole-form = `{ $hole }` 不是孔：应为行字母加数字，例如 i5
err-star-hole-number = `{ $hole }` 不是孔：第 { $row } 行的孔为 1 到 { $most }
err-star-move-form = `{ $move }` 不是着法：用 - 连接孔，例如 n1-m5
err-star-hole-taken = 这个孔已有弹珠
err-star-hop-shape = 第 { $hop } 跳既不是一步也不是跳跃
err-star-hop-empty = 第 { $hop } 跳越过了空孔
err-star-hop-marble = 第 { $hop } 跳落在弹珠上
err-star-hop-visited = 第 { $hop } 跳落在已经到过的孔上
err-gomoku-cell-form = `{ $cell }`：应为列字母加行号
err-gomoku-cell-row = `{ $cell }`：列字母后应有行号
err-off-board = `{ $cell }` 不在 { $size }x{ $size } 棋盘上
err-reversi-cell = `{ $cell }` 不是格子（例如 d3 或 pass）
err-tour-square = `{ $square }` 不是 行,列 形式的格子（例如 1,1）
err-tour-off = 格子 { $row },{ $column } 不在 { $rows }x{ $columns } 棋盘上
err-not-shipped-plain = `{ $name }` 既不是自带的名称，也不是可读的文件：{ $why }
err-gomoku-off = { $cell } 不在棋盘上
err-gomoku-taken = { $cell } 已有棋子
err-gomoku-forbidden = { $cell } 是黑方的禁手：{ $why }
err-gomoku-opening = 开局的这个阶段不能这样走
err-game-over = 对局已经结束
err-renju-overline = 长连（六子或更多连成一线）
err-renju-double-four = 四四（同时形成两个四）
err-renju-double-three = 三三（同时形成两个活三）
err-draughts-figure-start = 大人起点：{ $why }
err-draughts-board-size = 不支持的棋盘大小 { $size }
err-star-seat-range = 座位 { $seat }：座位为 1 到 6
err-peg-no-sequence-limit = 在 { $most } 步以内，没有哪种跳法能{ $goal }
err-peg-no-sequence = 没有哪种跳法能{ $goal }
err-peg-goal-one-at = 只在 { $hole } 留下一枚棋子
err-peg-goal-one = 只留下一枚棋子
err-peg-goal-named = 只留下起点在 { $hole } 的那枚棋子
err-peg-check-budget = 在 { $positions } 个局面内没有找到解（棋盘可能太大，无法检查）
err-peg-undecided = 在 { $positions } 个局面内没有定论；`leapfrog check` 会搜索更久
err-tour-one-wide = 在 { $size } 的棋盘上马根本无法移动（只有一格宽）
err-tour-strip = 在 { $size } 的棋盘上马只能沿长条向前走、不能回头，所以走不遍每一格
err-tour-three = 在 3x3 棋盘上马永远走不到中心格
err-tour-none = { $size } 上不存在马的周游（Conrad 等 1994：3x3、3x5、3x6 和 4x4 都没有）
err-tour-closed-odd = { $size } 的格数是奇数，而闭合周游黑白交替，需要偶数格
err-tour-closed-narrow = 宽 { $width } 格的棋盘上不存在闭合周游（Schwenk 1991）
err-tour-closed-none = { $size } 上不存在闭合周游（Schwenk 1991：3x4、3x6 和 3x8 都没有）
err-tour-colour = { $size } 的格数是奇数，所以每条周游都从角上的颜色开始和结束，而 { $square } 是另一种颜色
err-tour-inner = 在 { $size } 上两条外线只与两条内线相连，周游必须在它们之间交替，只能从外线出发；{ $square } 在内线上
err-tour-none-from-closed = 从 { $square } 出发不存在 { $size } 的闭合周游（穷举搜索）
err-tour-none-from-open = 从 { $square } 出发不存在 { $size } 的开放周游（穷举搜索）
game-jump = 文件里的跳棋游戏
game-jump-blurb = 夏威夷跳棋、哈尔马、阿奎尔克棋和更多跳棋，每种一个数据文件。
rules-jump = 每种游戏的规则写在它的文件里：请看其规则说明。
err-jump-field = 在 `{ $field }`：{ $reason }
err-jump-unsolvable = 任何走法都达不到目标
err-jump-weights-unknown = `{ $name }` 不是一个特征；特征是 { $known }
err-jump-weights-order = 特征须按此顺序列出：{ $known }
err-jump-weights-count = 需要 { $count } 个有限的权重，每个特征一个
err-jump-dirs-nowhere = `{ $dirs }` 在这个棋盘上没有可走的方向
err-jump-unknown-kind = `{ $name }` 不是本游戏的棋子种类（种类：{ $kinds }）
err-jump-unknown-cell = `{ $name }` 不是棋盘上的格子
err-jump-ranks-grid = `Ranks` 只能用于方格棋盘
err-jump-ranks-order = `Ranks({ $first }, { $last })`：横排从 1 数起，前一个数不能大于后一个
err-jump-ranks-forward = `Ranks` 要求该方的前进方向是 N、S、E 或 W
err-jump-triangle-star = `Triangle` 只能用于星形棋盘
err-jump-triangle-number = `Triangle({ $n })`：星形棋盘的三角是 1 到 6
err-jump-no-side = `ZoneOf({ $n }, ..)`：没有第 { $n } 方
err-jump-no-zone = 第 { $n } 方没有区域 `{ $name }`
err-jump-zone-circle = 区域之间循环引用
err-jump-sides = 一个游戏有 1 到 { $max } 方；这里有 { $n } 方
err-jump-kinds = 一个游戏有 1 到 { $max } 种棋子
err-jump-kind-twice = 两种棋子都叫 `{ $name }`
err-jump-no-mark = `{ $mark }` 不是任何一方的标记（请用 # . 或某方的 `mark`，大写表示它的第二种棋子）
err-jump-second-kind = `{ $mark }` 摆放第二种棋子，但游戏只有一种棋子
err-jump-same-start = 第 { $a } 方和第 { $b } 方都从 `{ $cell }` 出发
err-jump-never-moves = 棋子 `{ $name }` 永远不能移动（没有走法，也没有跳法）
err-jump-promote-self = 棋子不能升变为自己
err-jump-mixed-chain = 棋子 `{ $name }` 的连跳混合了吃子和不吃子的跳：请设 `no_revisit: true`，以免连跳无限循环
err-jump-one-left = `one_left` 是单人谜题的目标
err-jump-no-rows = 棋盘图没有行
err-jump-grid-size = 方格棋盘最大 { $max }x{ $max }；这里是 { $width }x{ $height }
err-jump-row-length = 第 { $row } 行有 { $n } 格，而第一行有 { $width } 格
err-jump-piece-off = 第 { $row } 行：棋子 `{ $mark }` 放在了不是格子的方格上（只用深色格）
err-jump-cells = 棋盘最多 { $max } 个格子
err-jump-no-cells = 棋盘没有格子
err-jump-no-points = 棋盘没有点
err-jump-points = 棋盘最多 { $max } 个点
err-jump-point-twice = 两个点都叫 `{ $name }`
err-jump-not-point = `{ $name }` 不是棋盘上的点
err-jump-short-line = 一条线至少连接两个点
err-jump-line-clash = 两条线从 `{ $point }` 朝同一方向出发（到 `{ $a }` 和 `{ $b }`）
err-jump-no-name = name：游戏需要一个名字

# 在线对局 (src/app/online)
online-title = 在线对局
online-play-friend = 和朋友在线下棋
online-server = 服务器
online-host = 在本机开服务器
online-hosting = 本机服务器：{ $address }
online-hosting-network = 同一网络的朋友在网页里打开 { $address }，或在应用里填这个服务器加入
online-hosting-network-no-page = 同一网络的朋友在应用里填服务器 { $address } 加入（游戏旁没有网页文件）
online-host-desktop-only = 开服务器需要桌面版
online-invite = 邀请朋友
online-invite-button = 生成邀请
online-join = 加入对局
online-join-button = 加入
online-return = 回到我上一局在线对局
online-game = 游戏
online-variant = 变体
online-time = 用时
online-time-none = 不计时
online-time-day = 每步 1 天
online-time-3-days = 每步 3 天
online-side = 你执
online-random = 随机
online-seat = 第 { $n } 方
online-friend = 朋友
online-computer = 电脑，强度 { $strength }
online-connecting = 正在连接…
online-reconnecting = 连接断开，正在重连…
online-failed = 服务器拒绝：{ $why }。请回到菜单，开始或加入另一局。
online-unreachable = 连不上服务器（{ $why }）。请检查地址，并确认服务器在运行。
online-unknown-invite = 没有对局用这个邀请码：请和朋友核对。
online-game-full = 这一局已满：座位都有人了。
online-version = 服务器的协议版本不同：请更新 Leapfrog（或服务器）。
online-waiting = 等待朋友加入。把邀请码或链接发给他：
online-code = 邀请码
online-copy = 复制
online-watchers = { $count } 人观战
online-watching = 你在观战。
online-seat-open = （已邀请）
online-gone = 已离开
online-accept = 同意
online-decline = 拒绝
online-offers-draw = { $name } 提议和棋
online-offers-takeback = { $name } 请求悔一步
online-offers-rematch = { $name } 提议再来一局
online-abort = 取消对局
online-resign = 认输
online-offer-draw = 提议和棋
online-takeback = 请求悔棋
online-rematch = 再来一局
online-go-rematch = 去下新的一局
online-claim-in = { $name } 已离开：{ $seconds } 秒后你可以判胜
online-claim-now = { $name } 已离开：可以判胜，或判和
online-claim-win = 判我胜
online-claim-draw = 判和
online-say-hello = 你好！
online-say-good-game = 好棋！
online-say-thanks = 谢谢！
online-say-oops = 哎呀
online-given-back = 你的一步 { $move } 被退回：{ $why }
online-refused-stale = 你离开时对局已经继续
online-refused-turn = 还没有轮到你
online-refused-illegal = 这一步在那里不合规则
online-refused-over = 对局已经结束
online-loses = { $name } 负
online-end-resigned = 认输
online-end-aborted = 对局已取消
online-end-agreed = 协议
online-end-flag = 超时
online-end-gone = 离开了对局
online-days-left = { $days } 天
endgames-title = 跳棋残局库
endgames-note = 少子局面全部算清：电脑在这些残局中下得完美无缺。
endgames-none = { $variant }：尚未建立；第一次与电脑对局时会建立至多 4 子的残局库。
endgames-have = { $variant }：至多 { $pieces } 子（{ $size }）
endgames-building = { $variant }：正在建立至多 { $pieces } 子的残局库，已完成 { $done } / { $tables } 张表…
endgames-failed = { $variant }：无法建立：{ $why }
endgames-none-for-figures = { $variant } 没有残局库。
endgames-build-more = 建立至多 { $pieces } 子的残局库（约 { $size }，{ $minutes } 分钟）
