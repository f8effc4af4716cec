import CNcursesw
import TesseraCore
