"""Flowables for pages of many small strings — a box score is some 400 of them — that lay out
as reportlab's Table and Paragraph do (the same positions, the same line breaks, the same
splits across pages) at a fraction of the cost.

Platypus spends 18–22 ms on a box-score page, most of it in Table and Paragraph (every cell
and word goes through style look-ups and reportlab's pure-Python text objects) and in placing
each of the page's 25 flowables. Here a page's strings are measured from the fonts' width
tables and written as PDF text operators directly (`text.PageText`); tables (`agate.Agate`)
and paragraphs (`lines.Lines`) are plain flowables; a `stack.Stack` places a page's flowables
by the frame's rules as one flowable; and `stream.StreamDoc` makes each page's flowables only
when the layout reaches them, so a season's pages are never all in memory.
"""
