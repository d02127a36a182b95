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
seats-note = 座位按行棋顺序排列；每局用到的座位数等于该棋的方数（黑白棋和国际跳棋为两方）。
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
